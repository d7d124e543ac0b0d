import { defineBlock } from '../defineBlock';

export default defineBlock({
  type: 'transcript',
  title: 'Call transcript',
});
