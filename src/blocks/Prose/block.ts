import { proseHeadings, withSourceAnchors } from '../../lib/prose.ts';
import { defineBlock } from '../defineBlock.ts';

export default defineBlock({
  type: 'prose',
  title: 'Prose',
  sections: proseHeadings,
  // Headings keep the anchors of the default language's words, so a link to /privacy#cookies works in every language.
  translated: withSourceAnchors,
  summary: (block) => {
    const first = Object.values(block.content?.[0] ?? {})[0];
    return typeof first === 'string' ? first : undefined;
  },
});
