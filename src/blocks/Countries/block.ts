import { defineBlock } from '../defineBlock.ts';

export default defineBlock({
  type: 'countries',
  title: 'Countries',
});
