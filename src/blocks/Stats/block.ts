import { defineBlock } from '../defineBlock';

export default defineBlock({
  type: 'stats',
  title: 'Statistics',
});
