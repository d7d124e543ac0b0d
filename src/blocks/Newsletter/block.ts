import { defineBlock } from '../defineBlock';

export default defineBlock({
  type: 'newsletter',
  title: 'Newsletter sign-up',
});
