import { defineBlock } from '../defineBlock.ts';

export default defineBlock({
  type: 'cards',
  title: 'Cards',
});
