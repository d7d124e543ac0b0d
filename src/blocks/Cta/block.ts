import { defineBlock } from '../defineBlock.ts';

export default defineBlock({
  type: 'cta',
  title: 'Call to action',
});
