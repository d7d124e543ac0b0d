import { defineBlock } from '../defineBlock';

export default defineBlock({
  type: 'testimonial',
  title: 'Testimonial',
  summary: (block) => block.quote,
});
