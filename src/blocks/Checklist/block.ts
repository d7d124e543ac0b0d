import { defineBlock } from '../defineBlock.ts';

export default defineBlock({
  type: 'checklist',
  title: 'Checklist',
});
