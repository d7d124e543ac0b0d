import { defineBlock } from '../defineBlock';

export default defineBlock({
  type: 'cta',
  title: 'Call to action',
});
