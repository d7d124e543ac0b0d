import { defineBlock } from '../defineBlock';

export default defineBlock({
  type: 'steps',
  title: 'Steps',
});
