import { defineBlock } from '../defineBlock.ts';

export default defineBlock({
  type: 'toc',
  title: 'Table of contents',
});
