import { defineBlock } from '../defineBlock';

export default defineBlock({
  type: 'industry-index',
  title: 'Industry index',
  lists: ['industries'],
});
