import { defineBlock } from '../defineBlock';

export default defineBlock({
  type: 'roi-calculator',
  title: 'ROI calculator',
  island: { when: 'visible', strings: ['roi', 'currencies', 'pricing.currency'] },
});
