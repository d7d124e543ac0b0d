import { defineBlock } from '../defineBlock';

export default defineBlock({
  type: 'feature-cards',
  title: 'Feature cards',
});
