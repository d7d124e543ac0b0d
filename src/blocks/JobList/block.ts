import { defineBlock } from '../defineBlock.ts';

export default defineBlock({
  type: 'job-list',
  title: 'Job list',
  lists: ['jobs'],
});
