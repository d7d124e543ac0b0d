import { defineBlock } from '../defineBlock';

export default defineBlock({
  type: 'contact-form',
  title: 'Contact form',
  island: { when: 'visible', strings: ['contactForm'] },
});
