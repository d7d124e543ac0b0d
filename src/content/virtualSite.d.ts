// The types of `virtual:site`, which the site-pages Vite plugin generates from pages/ (tsconfig maps the name here).
import type { Manifest } from './manifest.ts';

export declare const manifest: Manifest;
