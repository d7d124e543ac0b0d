import { defineBlock } from '../defineBlock.ts';

export default defineBlock({
  type: 'pricing',
  title: 'Pricing',
  island: { when: 'visible', strings: ['pricing', 'currencies'] },
});
