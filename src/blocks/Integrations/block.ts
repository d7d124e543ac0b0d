import { defineBlock } from '../defineBlock';

export default defineBlock({
  type: 'integrations',
  title: 'Integrations',
});
