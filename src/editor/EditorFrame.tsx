/**
 * What the editor of a page and the editor of its translation share: the bar with Undo, Redo, Save and the save's
 * status, the checks run as the author types, the keyboard shortcuts, the phone's Form / Preview switch, and the
 * offer of a draft kept from an earlier visit.
 */
import { startTransition, useCallback, useEffect, useRef, useState, type Dispatch, type MouseEvent, type ReactNode, type SetStateAction } from 'react';
import type { YamlEdit } from '../content/yamlEdit';
import type { ProblemReport } from './api';
import { checkDraft } from './draftCheck';
import { keepDraft, readDraft, type Draft } from './drafts';
import { redo, undo, type History } from './editModel';
import { layout } from './layout';
import { Button, ui } from './styles';

const CHECK_DELAY_MS = 300;

export type SaveState =
  | { kind: 'idle' }
  | { kind: 'saving' }
  | { kind: 'saved'; message: string }
  | { kind: 'refused'; message: string }
  | { kind: 'conflict' };

/**
 * The same checks as CI, on the text a save would write, a moment after the last change, in a worker (draftCheck.ts);
 * and why the edits cannot be written, when they cannot.
 */
export function useDraftCheck(loaded: { file: string; text: string } | null, edits: YamlEdit[]) {
  const [report, setReport] = useState<ProblemReport | null>(null);
  const [writeError, setWriteError] = useState('');
  useEffect(() => {
    if (!loaded) return;
    let current = true;
    const timer = setTimeout(async () => {
      const check = await checkDraft(loaded.file, loaded.text, edits);
      if (!current) return;
      if (check.kind === 'report') {
        setWriteError('');
        // A transition: drawing the problems on the form gives way to the author's next keystroke.
        startTransition(() => setReport(keepIfSame(check.report)));
      } else {
        setWriteError(check.kind === 'unwritable' ? check.message : `The check failed: ${check.message}`);
      }
    }, CHECK_DELAY_MS);
    return () => {
      current = false;
      clearTimeout(timer);
    };
  }, [loaded, edits]);
  return { report, setReport, writeError };
}

/** Keeps the report shown when a new check says the same, so the form is not drawn again for nothing. */
export function keepIfSame(next: ProblemReport) {
  return (shown: ProblemReport | null) => (shown && JSON.stringify(shown) === JSON.stringify(next) ? shown : next);
}

/** What an action did, said to screen readers through a live region (`announcer`). */
export function useAnnouncer() {
  const [announcement, setAnnouncement] = useState({ message: '', count: 0 });
  const announce = useCallback((message: string) => setAnnouncement((last) => ({ message, count: last.count + 1 })), []);
  const announcer = (
    <ui.Hidden role="status">
      {announcement.message}
      {/* The same words twice are still a change the screen reader reads out. */}
      {announcement.count % 2 === 1 && '\u00a0'}
    </ui.Hidden>
  );
  return { announce, announcer };
}

/**
 * Undo and redo, also as Ctrl+Z (or Cmd+Z) and Ctrl+Shift+Z or Ctrl+Y; Ctrl+S does what the returned ref holds (save,
 * or nothing while saving is not possible).
 */
export function useUndoRedo(setHistory: Dispatch<SetStateAction<History>>, announce: (message: string) => void) {
  const doUndo = useCallback(() => {
    setHistory(undo);
    announce('Undone.');
  }, [setHistory, announce]);
  const doRedo = useCallback(() => {
    setHistory(redo);
    announce('Redone.');
  }, [setHistory, announce]);
  const saveShortcut = useRef<(() => void) | null>(null);
  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      if (!(event.ctrlKey || event.metaKey) || event.altKey) return;
      const key = event.key.toLowerCase();
      if (key === 'z' && !event.shiftKey) doUndo();
      else if ((key === 'z' && event.shiftKey) || key === 'y') doRedo();
      // The browser's "Save page as" never opens over the editor; the status beside Save says why it did not save.
      else if (key === 's' && !event.shiftKey) saveShortcut.current?.();
      else return;
      event.preventDefault();
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [doUndo, doRedo]);
  return { doUndo, doRedo, saveShortcut };
}

interface EditorBarProps {
  file: string;
  /** The page's address; none for a file that is no page (the site configuration, its words). */
  route: string | null;
  /** The language switch, where the page has languages. */
  languages?: ReactNode;
  history: History;
  save: SaveState;
  /** The errors that hold the save up, in the form's words (words.ts: savingHeldBy); empty when there are none. */
  heldBy: string;
  canSave: boolean;
  onUndo(): void;
  onRedo(): void;
  onSave(): void;
  onLinkClick(event: MouseEvent<HTMLAnchorElement>): void;
  announcer: ReactNode;
  /** Which half a phone shows: the bar holds the switch, so it stays in reach however far the form is scrolled. */
  view: View;
  onViewChange(view: View): void;
}

/**
 * The bar on top: the way back to all pages, the file and its address, the languages, Undo, Redo and Save, and on a
 * phone the Form / Preview switch.
 */
export function EditorBar({ file, route, languages, history, save, heldBy, canSave, onUndo, onRedo, onSave, onLinkClick, announcer, view, onViewChange }: EditorBarProps) {
  const changes = history.edits.length;
  const unsaved = `${changes} unsaved ${changes === 1 ? 'change' : 'changes'}`;
  const status =
    save.kind === 'saving' ? 'Saving…'
    : save.kind === 'saved' ? save.message
    : save.kind === 'refused' ? (/^Not saved\b/.test(save.message) ? save.message : `Not saved: ${save.message}`)
    : save.kind === 'conflict' ? 'Not saved yet: choose a version for each value above.'
    : changes === 0 ? 'No unsaved changes'
    : heldBy ? `${unsaved}. To save, fix ${heldBy}`
    : unsaved;
  return (
    <layout.Header>
      <layout.Title>
        <a href="/_edit" onClick={onLinkClick}>
          All pages
        </a>
        <h1>
          {file}
          {route?.startsWith('/') && (
            <span>
              {' '}
              ·{' '}
              <a href={route} onClick={onLinkClick}>
                {route}
              </a>
            </span>
          )}
        </h1>
        {languages}
      </layout.Title>
      <layout.Tools>
        <Button type="button" onClick={onUndo} disabled={changes === 0} aria-keyshortcuts="Control+Z">
          Undo
        </Button>
        <Button type="button" onClick={onRedo} disabled={history.undone.length === 0} aria-keyshortcuts="Control+Shift+Z">
          Redo
        </Button>
        <Button type="button" data-primary onClick={onSave} disabled={!canSave} aria-describedby="save-status" aria-keyshortcuts="Control+S">
          Save
        </Button>
        <layout.Status id="save-status" role="status" data-state={heldBy && changes > 0 && save.kind === 'idle' ? 'refused' : save.kind}>
          {status}
        </layout.Status>
        {announcer}
      </layout.Tools>
      <ViewSwitch view={view} onChange={onViewChange} />
    </layout.Header>
  );
}

/** Which half a phone shows; a wide screen shows both and no switch. */
export type View = 'form' | 'preview';

/** The half switched to shows from its top, wherever the other was scrolled to. */
function ViewSwitch({ view, onChange }: { view: View; onChange(view: View): void }) {
  const show = (name: View) => {
    onChange(name);
    window.scrollTo({ top: 0 });
  };
  return (
    <layout.ViewSwitch role="group" aria-label="Show">
      {(['form', 'preview'] as const).map((name) => (
        <Button key={name} type="button" aria-pressed={view === name} onClick={() => show(name)}>
          {name === 'form' ? 'Form' : 'Preview'}
        </Button>
      ))}
    </layout.ViewSwitch>
  );
}

/**
 * The unsaved edits, kept in the browser as they are made (drafts.ts); none left forgets the draft. `offer` offers
 * back the draft an earlier visit left (`offered`, until it is taken up or turned down: meanwhile it stays as it is).
 * `kept` says whether the browser keeps drafts at all.
 */
export function useKeptDrafts(loaded: { file: string; version: string } | null, edits: YamlEdit[], setHistory: Dispatch<SetStateAction<History>>) {
  const [draft, setDraft] = useState<Draft | null>(null);
  const [kept, setKept] = useState(false);
  useEffect(() => {
    if (loaded && !draft) setKept(keepDraft(loaded.file, loaded.version, edits));
  }, [loaded, draft, edits]);
  const offer = useCallback((file: string) => setDraft(readDraft(file)), []);
  const offered = draft && loaded && (
    <DraftOffer
      draft={draft}
      fileChanged={draft.version !== loaded.version}
      onRestore={() => {
        setHistory({ edits: draft.edits, undone: [] });
        setDraft(null);
      }}
      onDiscard={() => {
        keepDraft(loaded.file, loaded.version, []);
        setDraft(null);
      }}
    />
  );
  return { kept, offer, offered };
}

/** Unsaved edits the browser kept from an earlier visit, offered back. */
function DraftOffer({ draft, fileChanged, onRestore, onDiscard }: { draft: Draft; fileChanged: boolean; onRestore(): void; onDiscard(): void }) {
  const count = draft.edits.length;
  const when = new Date(draft.savedAt).toLocaleString(undefined, { dateStyle: 'medium', timeStyle: 'short' });
  return (
    <layout.Offer aria-labelledby="draft-title">
      <h2 id="draft-title">
        You have {count} unsaved {count === 1 ? 'change' : 'changes'} from {when}
      </h2>
      <p>
        This browser kept them when you left the page.
        {fileChanged && ' The file has changed since; check the restored changes before you save.'}
      </p>
      <p>
        <Button type="button" data-primary onClick={onRestore}>
          Restore my changes
        </Button>
        <Button type="button" onClick={onDiscard}>
          Discard them
        </Button>
      </p>
    </layout.Offer>
  );
}
