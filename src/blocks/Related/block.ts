import { defineBlock } from '../defineBlock';

export default defineBlock({
  type: 'related',
  title: 'Related articles',
  lists: ['relatedArticles'],
});
