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

export function categorySlug(category: string): string {
  return category
    .toLowerCase()
    .replace(/&/g, 'and')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');
}
