import { defineBlock } from '../defineBlock';

export default defineBlock({
  type: 'toc',
  title: 'Table of contents',
});
