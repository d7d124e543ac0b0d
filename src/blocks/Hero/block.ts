import { defineBlock } from '../defineBlock.ts';

export default defineBlock({
  type: 'hero',
  title: 'Hero',
  h1: {
    field: () => ['title'],
    asOpening: 'a hero block',
    whenSecond: 'Use a block whose title is a section heading here (cta, cards or prose), or remove this hero.',
  },
});
