import { defineBlock } from '../defineBlock.ts';

export default defineBlock({
  type: 'contact-form',
  title: 'Contact form',
  island: { when: 'visible', strings: ['contactForm'] },
});
