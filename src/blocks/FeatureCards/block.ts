import { defineBlock } from '../defineBlock.ts';

export default defineBlock({
  type: 'feature-cards',
  title: 'Feature cards',
});
