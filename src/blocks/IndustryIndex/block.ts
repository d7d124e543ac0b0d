import { defineBlock } from '../defineBlock.ts';

export default defineBlock({
  type: 'industry-index',
  title: 'Industry index',
  lists: ['industries'],
  // The sectors share out the categories: a category in two would be counted in both, and a sector that leaves out
  // its namesake would be named after a category it does not show.
  lint({ sectors = [] }, warn) {
    const sectorOf = new Map<string, string>();
    sectors.forEach(({ name, categories }, sector) => {
      if (!categories.includes(name)) {
        warn(['sectors', sector, 'categories'], `does not list "${name}", the category the sector is named after. Add it, or name the sector after one of its categories.`);
      }
      categories.forEach((category, at) => {
        const earlier = sectorOf.get(category);
        if (earlier === undefined) sectorOf.set(category, name);
        else warn(['sectors', sector, 'categories', at], `"${category}" is in the sector "${earlier}" already, and a category belongs to one sector. Keep it in one of the two.`);
      });
    });
  },
});
