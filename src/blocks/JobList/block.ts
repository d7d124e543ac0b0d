import { defineBlock } from '../defineBlock';

export default defineBlock({
  type: 'job-list',
  title: 'Job list',
  lists: ['jobs'],
});
