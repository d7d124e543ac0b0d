import { plainText } from '../../lib/inlineText';
import { defineBlock } from '../defineBlock';

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
