import { existsSync } from 'node:fs';
import { join, relative, sep } from 'node:path';
import type { Plugin } from 'vite';
import { listFiles } from './draftSite.ts';

const ID = 'virtual:editor-images';
const RESOLVED = `\0${ID}`;
const PICTURE = /\.(svg|png|jpe?g|webp|avif|gif)$/i;

/**
 * `virtual:editor-images`: the site paths of the pictures under public/images, which the page editor suggests for
 * picture fields. Dev server only; a picture added while it runs shows after a reload of the editor.
 */
export function editorImages(root: string): Plugin {
  const publicDir = join(root, 'public');
  return {
    name: 'editor-images',
    apply: 'serve',
    resolveId: (id) => (id === ID ? RESOLVED : undefined),
    load(id) {
      if (id !== RESOLVED) return;
      const imagesDir = join(publicDir, 'images');
      const paths = existsSync(imagesDir)
        ? listFiles(imagesDir)
            .filter((path) => PICTURE.test(path))
            .map((path) => `/${relative(publicDir, path).split(sep).join('/')}`)
        : [];
      return `export default ${JSON.stringify(paths)};`;
    },
  };
}
