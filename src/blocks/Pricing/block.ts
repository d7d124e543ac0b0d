import { defineBlock } from '../defineBlock';

export default defineBlock({
  type: 'pricing',
  title: 'Pricing',
  island: { when: 'visible', strings: ['pricing', 'currencies'] },
});
