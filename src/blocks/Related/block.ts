import { defineBlock } from '../defineBlock.ts';

export default defineBlock({
  type: 'related',
  title: 'Related articles',
  lists: ['relatedArticles'],
});
