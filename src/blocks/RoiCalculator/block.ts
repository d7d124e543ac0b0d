import { defineBlock } from '../defineBlock.ts';

export default defineBlock({
  type: 'roi-calculator',
  title: 'ROI calculator',
  island: { when: 'visible', strings: ['roi', 'currencies', 'pricing.currency'] },
});
