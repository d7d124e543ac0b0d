import { defineBlock } from '../defineBlock.ts';

export default defineBlock({
  type: 'steps',
  title: 'Steps',
});
