import { defineBlock } from '../defineBlock.ts';

export default defineBlock({
  type: 'testimonial',
  title: 'Testimonial',
  summary: (block) => block.quote,
});
