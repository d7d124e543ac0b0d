import { useEffect, type ComponentType, type ReactNode } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { ThemeProvider } from 'styled-components';
import { StaticPartsContext, staticPartsIn } from '../app/StaticPart';
import { theme } from '../theme/theme';
import type { HydrateIsland } from './islands';

/** Resolves the island's start once React has committed the hydrated tree, so a held action reaches live handlers. */
function Live({ onLive, children }: { onLive: () => void; children: ReactNode }) {
  useEffect(onLive, [onLive]);
  return children;
}

/** An island whose code is a React component: React hydrates the component's prerendered HTML with the same props. */
export function reactIsland<Props extends object>(Component: ComponentType<Props>): HydrateIsland<Props> {
  return (root, props) =>
    new Promise<void>((resolve) => {
      const parts = staticPartsIn(root);
      hydrateRoot(
        root,
        <Live onLive={resolve}>
          <ThemeProvider theme={theme}>
            <StaticPartsContext value={parts}>
              <Component {...props} />
            </StaticPartsContext>
          </ThemeProvider>
        </Live>,
        // A mismatch between the static HTML and the first client render is a bug of ours; say so where tests look.
        { onRecoverableError: (error) => console.error('Hydration problem:', error) },
      );
    });
}
