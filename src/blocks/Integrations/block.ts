import { defineBlock } from '../defineBlock.ts';

export default defineBlock({
  type: 'integrations',
  title: 'Integrations',
});
