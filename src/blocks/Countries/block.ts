import { defineBlock } from '../defineBlock';

export default defineBlock({
  type: 'countries',
  title: 'Countries',
});
