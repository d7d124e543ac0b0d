/** The first time the editor opens in this browser: how to begin. Dismissed once, it stays away (if storage allows). */
import { useState } from 'react';
import { layout } from './layout';
import { SmallButton } from './styles';

const SEEN_KEY = 'ringwell-editor-hint-seen';

function seen(): boolean {
  try {
    return localStorage.getItem(SEEN_KEY) === 'yes';
  } catch {
    return false;
  }
}

export function FirstVisitHint() {
  const [shown, setShown] = useState(() => !seen());
  if (!shown) return null;
  return (
    <layout.Hint aria-labelledby="hint-title">
      <h2 id="hint-title">Click a block to edit it</h2>
      <p>
        Click a part of the page in the preview, or its name under Blocks, and its fields open here. What you type shows
        in the preview at once; Save writes it to the page's file.
      </p>
      <SmallButton
        type="button"
        onClick={() => {
          try {
            localStorage.setItem(SEEN_KEY, 'yes');
          } catch {
            // Storage is blocked: the hint comes back next time, which does no harm.
          }
          setShown(false);
        }}
      >
        Got it
      </SmallButton>
    </layout.Hint>
  );
}
