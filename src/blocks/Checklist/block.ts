import { defineBlock } from '../defineBlock';

export default defineBlock({
  type: 'checklist',
  title: 'Checklist',
});
