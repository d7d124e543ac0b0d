import { slugify } from '../lib/inlineText';

/** A chip colour for each article category; each pair meets AA contrast. */
const palette = [
  { background: '#eef0ff', color: '#3730a3' },
  { background: '#e6f6f9', color: '#0e5566' },
  { background: '#fdf1e3', color: '#8a3b07' },
  { background: '#eaf7ee', color: '#166534' },
  { background: '#fbeef4', color: '#9d174d' },
];

export function categoryStyle(categories: readonly string[], category: string) {
  return palette[Math.max(0, categories.indexOf(category)) % palette.length];
}

/** A category's id in URLs and anchors: "Health & Wellness" is health-and-wellness. */
export function categorySlug(category: string): string {
  return slugify(category.replace(/&/g, 'and'));
}
