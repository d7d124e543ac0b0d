import { defineBlock } from '../defineBlock';

export default defineBlock({
  type: 'cards',
  title: 'Cards',
});
