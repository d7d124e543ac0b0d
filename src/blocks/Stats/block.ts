import { defineBlock } from '../defineBlock.ts';

export default defineBlock({
  type: 'stats',
  title: 'Statistics',
});
