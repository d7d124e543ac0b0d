/**
 * The code a new thread (as `eval` code) or process (with `--eval`) runs to start `entry`, a TypeScript module,
 * through tsx's loader, which neither inherits. The `packages` it names are loaded first, outside the loader: a
 * package's modules loaded through it take more memory and time (Vite's, 140 MB more and half a second).
 */
export function tsxBoot(entry: string, packages: readonly string[] = []): string {
  return (
    `Promise.all(${JSON.stringify(packages)}.map((name) => import(name)))` +
    `.then(() => import('tsx/esm/api')).then(({ register }) => { register(); return import(${JSON.stringify(entry)}); });`
  );
}
