// The module the editor-images Vite plugin generates (src/editor/server/editorImages.ts): picture paths in public/images.
declare module 'virtual:editor-images' {
  const paths: string[];
  export default paths;
}
