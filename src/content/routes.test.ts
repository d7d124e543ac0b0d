import { describe, expect, it } from 'vitest';
import { routeOfFile } from './routes.ts';

describe('routeOfFile', () => {
  it.each([
    ['index.yaml', '/'],
    ['about.yaml', '/about'],
    ['blog/index.yaml', '/blog'],
    ['blog/cost-of-missed-calls.yaml', '/blog/cost-of-missed-calls'],
    ['(industries)/restaurants.yaml', '/restaurants'],
    ['careers/(roles)/account-manager.yaml', '/careers/account-manager'],
  ])('%s is served at %s', (file, route) => {
    expect(routeOfFile(file)).toEqual({ route });
  });

  it('refuses names that cannot be part of a URL and suggests one that can', () => {
    expect(routeOfFile('blog/Cost_Of_Calls.yaml')).toEqual({
      error:
        '"Cost_Of_Calls" cannot be part of a page address. File and folder names under pages/ become the URL, so they may ' +
        'hold only lower-case letters, digits and single hyphens (a folder in parentheses groups files). Rename it, for ' +
        'example to "cost-of-calls".',
    });
  });

  it('does not let a parenthesised name stand as the page itself', () => {
    expect(routeOfFile('(industries).yaml')).toHaveProperty('error');
  });
});
