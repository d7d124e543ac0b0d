import { defineBlock } from '../defineBlock.ts';

export default defineBlock({
  type: 'transcript',
  title: 'Call transcript',
});
