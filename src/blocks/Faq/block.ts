import { plainText } from '../../lib/inlineText.ts';
import { defineBlock } from '../defineBlock.ts';

export default defineBlock({
  type: 'faq',
  title: 'Questions and answers',
  structuredData: {
    nodeType: 'FAQPage',
    property: 'mainEntity',
    entities: (block) =>
      block.items.map(({ question, answer }) => ({
        '@type': 'Question',
        name: question,
        acceptedAnswer: { '@type': 'Answer', text: plainText(answer) },
      })),
  },
});
