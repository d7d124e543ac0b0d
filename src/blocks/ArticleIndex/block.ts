import { defineBlock } from '../defineBlock.ts';

export default defineBlock({
  type: 'article-index',
  title: 'Article index',
  island: { when: 'visible', strings: ['articles', 'articleCategories', 'chrome.inEnglish'] },
  lists: ['articles'],
});
