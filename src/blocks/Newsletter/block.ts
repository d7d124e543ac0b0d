import { defineBlock } from '../defineBlock.ts';

export default defineBlock({
  type: 'newsletter',
  title: 'Newsletter sign-up',
});
