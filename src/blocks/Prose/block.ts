import { proseHeadings } from '../../lib/prose';
import { defineBlock } from '../defineBlock';

export default defineBlock({
  type: 'prose',
  title: 'Prose',
  sections: proseHeadings,
  summary: (block) => {
    const first = Object.values(block.content?.[0] ?? {})[0];
    return typeof first === 'string' ? first : undefined;
  },
});
