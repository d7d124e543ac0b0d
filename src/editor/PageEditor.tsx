/**
 * One page in the editor: its fields as forms from the schemas, the page as the site draws it beside them, the
 * checker's problems on the fields they concern, saving with conflict detection, and the file's changes in git.
 */
import { memo, useCallback, useEffect, useMemo, useRef, useState, type MouseEvent } from 'react';
import { manifest } from 'virtual:site';
import pictures from 'virtual:editor-images';
import { parse } from 'yaml';
import { summaryOf } from '../blocks/registry';
import { formatPath } from '../content/problems';
import { applyEdits, type YamlEdit } from '../content/yamlEdit';
import type { Block, PageDocument } from '../generated/schema-types';
import { api, ApiError, type ApiProblem, type OutdatedBlock, type ProblemReport, type TranslationImpact } from './api';
import { ChangesPanel } from './ChangesPanel';
import { ConflictView } from './ConflictView';
import { FirstVisitHint } from './FirstVisitHint';
import { mergeEdits, type Change, type Choice, type Conflict, type MergeSummary } from './merge';
import { EditorBar, keepIfSame, useAnnouncer, useDraftCheck, useKeptDrafts, useUndoRedo, type View } from './EditorFrame';
import { addEdit, dataAfter, emptyHistory, segmentsOf, type Data, type History } from './editModel';
import { Preview } from './Preview';
import { withPaths } from './problemPaths';
import { blockSchemas, likelyBlockTypes, newBlock, PAGE_SECTIONS, pageFieldSchema, resolve } from './schema';
import { Field, fieldId, FormContext, ObjectFields, useForm, type FormContextValue } from './SchemaForm';
import { Button, ProblemList, SmallButton } from './styles';
import { layout } from './layout';
import { blockName, describeChange, describeConflict, describePath, problemInWords, savingHeldBy } from './words';
import { useLeaveGuard } from './LeaveGuard';
import { editorAddress, LanguageSwitch } from './LanguageSwitch';

const NO_PROBLEMS: ReadonlyMap<string, ApiProblem[]> = new Map();

interface Loaded {
  file: string;
  /** The page's route as the site gives it (api.page); none for a file whose name cannot be an address. */
  route: string | null;
  text: string;
  version: string;
  data: Data;
  /** Blocks written for an older version of their type, which the editor offers to bring up to date. */
  outdated: OutdatedBlock[];
}

type SaveState =
  | { kind: 'idle' }
  | { kind: 'saving' }
  | { kind: 'saved'; message: string }
  | { kind: 'refused'; message: string }
  | { kind: 'conflict'; disk: DiskVersion; conflicts: Conflict[]; choices: ReadonlyMap<number, Choice> };

/** The file as it is on disk when a save found it changed. */
interface DiskVersion {
  version: string;
  data: Data;
}

export function PageEditor({ file }: { file: string }) {
  const [loaded, setLoaded] = useState<Loaded | null>(null);
  const [loadError, setLoadError] = useState('');
  const [history, setHistory] = useState<History>(emptyHistory);
  const [save, setSave] = useState<SaveState>({ kind: 'idle' });
  const [selected, setSelected] = useState<number | null>(null);
  /** Which half a phone shows; a wide screen shows both. */
  const [view, setView] = useState<View>('form');
  const [savedAt, setSavedAt] = useState(0);
  const [unreadable, setUnreadable] = useState<ApiProblem[]>([]);
  const [merged, setMerged] = useState<MergeSummary | null>(null);
  /** The translations the last save made stale, with the page as it was before it (the fields' names). */
  const [madeStale, setMadeStale] = useState<{ impacts: TranslationImpact[]; doc: Data } | null>(null);
  const { announce, announcer } = useAnnouncer();

  const drafts = useKeptDrafts(loaded, history.edits, setHistory);
  const offerDraftOf = drafts.offer;

  const load = useCallback(
    async ({ offerDraft = false } = {}) => {
      try {
        const page = await api.page(file);
        if (page.problems?.length) {
          setUnreadable(page.problems);
          return;
        }
        setLoaded({ file: page.file, route: page.route, text: page.text, version: page.version, data: parse(page.text) as Data, outdated: page.outdated ?? [] });
        setHistory(emptyHistory);
        setUnreadable([]);
        setLoadError('');
        if (offerDraft) offerDraftOf(page.file);
      } catch (error) {
        setLoadError(error instanceof Error ? error.message : String(error));
      }
    },
    [file, offerDraftOf],
  );
  useEffect(() => void load({ offerDraft: true }), [load]);

  const leaveGuard = useLeaveGuard(history.edits.length, drafts.kept);

  const data = useMemo(() => (loaded ? dataAfter(loaded.data, history.edits) : null), [loaded, history.edits]);

  const loadedData = useRef<Data>(null);
  loadedData.current = loaded?.data ?? null;
  const edit = useCallback((change: YamlEdit) => {
    setHistory((previous) => addEdit(previous, loadedData.current, change));
    setSave((state) => (state.kind === 'saved' || state.kind === 'refused' ? { kind: 'idle' } : state));
    setMerged(null);
    setMadeStale(null);
  }, []);

  const { report, setReport, writeError } = useDraftCheck(loaded, history.edits);

  const { doUndo, doRedo, saveShortcut } = useUndoRedo(setHistory, announce);

  const saved = async (answer: { changed: boolean; warnings?: number; translations?: TranslationImpact[] }, report: MergeSummary | null = null) => {
    const warnings = answer.warnings ? ` (${answer.warnings} ${answer.warnings === 1 ? 'warning' : 'warnings'})` : '';
    setMadeStale(answer.translations && loaded ? { impacts: answer.translations, doc: loaded.data } : null);
    await load();
    setSave({ kind: 'saved', message: answer.changed ? `Saved${report ? ', merged' : ''}${warnings}.` : 'Nothing to save: the file already says this.' });
    setMerged(report);
    setSavedAt(Date.now());
  };

  const migrated = async (answer: { changed: boolean; warnings?: number }) => {
    const first = loaded?.outdated[0];
    await saved(answer);
    setSave({ kind: 'saved', message: 'Brought up to date and saved.' });
    // The offer and its button are gone: focus goes to the block that changed.
    if (first) focusAfter(`#block-form-${first.index} [data-block-toggle]`);
  };
  /** The file changed on disk since it was opened: what to bring up to date is the file as it is now. */
  const reloadStale = async () => {
    await load();
    announce(`${file} changed on disk since you opened it; it is reloaded as it is now.`);
  };

  const refused = (error: unknown, text: string) => {
    if (!loaded) return;
    if (error instanceof ApiError && error.status === 409 && typeof error.body.text === 'string' && typeof error.body.version === 'string') {
      let data: Data;
      try {
        data = parse(error.body.text) as Data;
      } catch {
        setSave({ kind: 'refused', message: `${loaded.file} changed on disk and cannot be read now. Mend it in a text editor, then save again: your edits are kept here.` });
        return;
      }
      void merge({ version: error.body.version, data }, new Map());
    } else if (error instanceof ApiError && error.status === 422) {
      const report = error.body as unknown as ProblemReport & { holding?: ApiProblem[] };
      if (Array.isArray(report.problems)) setReport(keepIfSame({ ...report, problems: withPaths(report.problems, loaded.file, text) }));
      const holding = Array.isArray(report.holding) ? withPaths(report.holding, loaded.file, text) : [];
      setSave({ kind: 'refused', message: `${error.message} ${savingHeldBy(holding, loaded.file, data)}`.trim() });
    } else {
      setSave({ kind: 'refused', message: error instanceof Error ? error.message : String(error) });
    }
  };

  /** Saves the author's edits onto the file as it is on disk now, once every value both sides changed has a choice. */
  const merge = async (disk: DiskVersion, choices: ReadonlyMap<number, Choice>) => {
    if (!loaded) return;
    const result = mergeEdits(loaded.data, disk.data, history.edits, choices, loaded.text);
    if (result.conflicts.length > 0) {
      setSave({ kind: 'conflict', disk, conflicts: result.conflicts, choices });
      return;
    }
    setSave({ kind: 'saving' });
    try {
      await saved(await api.save(loaded.file, disk.version, result.edits), result.summary);
    } catch (error) {
      refused(error, safeApply(loaded.text, history.edits));
    }
  };

  const doSave = async () => {
    if (!loaded) return;
    setSave({ kind: 'saving' });
    try {
      await saved(await api.save(loaded.file, loaded.version, history.edits));
    } catch (error) {
      refused(error, safeApply(loaded.text, history.edits));
    }
  };

  const ownProblems = useMemo(() => {
    const byPath = new Map<string, ApiProblem[]>();
    for (const problem of report?.problems ?? []) {
      if (problem.file !== loaded?.file) continue;
      byPath.set(problem.path, [...(byPath.get(problem.path) ?? []), problem]);
    }
    // Every field reads this map: the same one while the page has no problems, so a clean check redraws none of them.
    return byPath.size > 0 ? byPath : NO_PROBLEMS;
  }, [report, loaded?.file]);

  const doc = data as unknown as PageDocument | null;
  const anchors = (doc?.blocks ?? []).flatMap((block) => (typeof block?.id === 'string' ? [`#${block.id}`] : []));
  const anchorKey = anchors.join(' ');
  // The block types in order: what naming a problem's block needs, the same from one keystroke to the next.
  const blockTypes = (doc?.blocks ?? []).map((block) => block?.type).join(' ');
  const form = useMemo<FormContextValue>(
    () => ({ edit, problems: ownProblems, linkList: 'editor-links', pictureList: 'editor-pictures', announce }),
    [edit, ownProblems, announce],
  );
  const links = useMemo(() => [...manifest.routes.map((route) => route.path), ...anchorKey.split(' ').filter(Boolean)], [anchorKey]);

  const isOpen = loaded !== null && data !== null;
  useEffect(() => {
    if (!isOpen || document.documentElement.dataset.ready === 'true') return;
    document.documentElement.dataset.ready = 'true';
    // npm run bench:editor reads how long the page took to open from here.
    performance.mark('editor-ready');
  }, [isOpen]);

  const select = useCallback((index: number) => {
    setSelected(index);
    setView('form');
    requestAnimationFrame(() => document.getElementById(`block-form-${index}`)?.scrollIntoView({ block: 'nearest' }));
  }, []);

  const focusProblem = useCallback((problem: ApiProblem) => {
    const match = /^blocks\[(\d+)\]/.exec(problem.path);
    if (match) setSelected(Number(match[1]));
    requestAnimationFrame(() => {
      const target = document.getElementById(fieldId(problem.path)) ?? document.getElementById(match ? `block-form-${match[1]}` : 'page-fields');
      target?.focus();
      target?.scrollIntoView({ block: 'center' });
    });
  }, []);

  if (loadError) {
    return (
      <layout.Message role="alert">
        <h1>Cannot open {file}</h1>
        <p>{loadError}</p>
        <a href="/_edit">All pages</a>
      </layout.Message>
    );
  }
  if (unreadable.length > 0) {
    return (
      <layout.Message>
        <h1>{file} cannot be read</h1>
        <p>The editor shows a page once its file reads as YAML. Mend the file in a text editor, then reload this page:</p>
        <ProblemList aria-label="Problems">
          {unreadable.map((problem, index) => (
            <li key={index}>
              <code>{`${problem.file}:${problem.line}:${problem.col}`}</code> {problem.message}
            </li>
          ))}
        </ProblemList>
        <p>
          <a href="/_edit">All pages</a>
        </p>
      </layout.Message>
    );
  }
  if (!loaded || !doc) return <layout.Message role="status">Opening {file}…</layout.Message>;

  const changes = history.edits.length;
  // The check lists this page's problems and the errors it causes elsewhere: every error holds the save up.
  const errorList = report?.problems.filter((problem) => problem.severity === 'error') ?? [];
  const errors = errorList.length;
  const warnings = (report?.problems.length ?? 0) - errors;
  const canSave = changes > 0 && errors === 0 && !writeError && save.kind !== 'saving' && save.kind !== 'conflict';
  saveShortcut.current = canSave ? () => void doSave() : null;

  return (
    <FormContext value={form}>
      <Suggestions id="editor-links" values={links} />
      <Suggestions id="editor-pictures" values={pictures} />
      <EditorBar
        file={loaded.file}
        route={loaded.route}
        languages={doc.kind !== 'article' && <LanguageSwitch file={loaded.file} current={manifest.site.locales[0].code} onLinkClick={leaveGuard.onLinkClick} />}
        history={history}
        save={save}
        heldBy={savingHeldBy(errorList, loaded.file, data)}
        canSave={canSave}
        onUndo={doUndo}
        onRedo={doRedo}
        onSave={doSave}
        onLinkClick={leaveGuard.onLinkClick}
        announcer={announcer}
        view={view}
        onViewChange={setView}
      />
      {leaveGuard.dialog}
      {drafts.offered}
      {save.kind === 'conflict' && (
        <ConflictView
          conflicts={save.conflicts}
          nameOf={describeConflict}
          choices={save.choices}
          onChoose={(index, choice) => setSave({ ...save, choices: new Map(save.choices).set(index, choice) })}
          onSave={() => void merge(save.disk, save.choices)}
          onReload={() => {
            setSave({ kind: 'idle' });
            void load();
          }}
          onKeep={() => setSave({ kind: 'idle' })}
        />
      )}
      <layout.Columns data-view={view}>
        <layout.FormColumn aria-label="Page fields">
          <FirstVisitHint />
          {writeError && (
            <layout.Alert role="alert">
              <strong>This change cannot be written.</strong> {writeError} Undo it to go on.
            </layout.Alert>
          )}
          {merged && <MergeNotice report={merged} />}
          {changes > 0 && report?.translations ? (
            <StaleTranslationsNotice file={loaded.file} impacts={report.translations} doc={loaded.data} saved={false} onLinkClick={leaveGuard.onLinkClick} />
          ) : (
            changes === 0 && madeStale && <StaleTranslationsNotice file={loaded.file} impacts={madeStale.impacts} doc={madeStale.doc} saved onLinkClick={leaveGuard.onLinkClick} />
          )}
          {loaded.outdated.length > 0 && <MigrationOffer file={loaded.file} version={loaded.version} outdated={loaded.outdated} unsaved={changes} onDone={migrated} onStale={reloadStale} />}
          <ProblemSummary report={report} file={loaded.file} blockTypes={blockTypes} errors={errors} warnings={warnings} onFocus={focusProblem} onLinkClick={leaveGuard.onLinkClick} />
          <PageFields doc={doc} />
          <BlockList blocks={doc.blocks ?? []} selected={selected} onSelect={setSelected} />
          <ChangesPanel file={loaded.file} savedAt={savedAt} />
        </layout.FormColumn>
        <layout.PreviewColumn aria-label="Preview">
          <Preview route={loaded.route ?? '/'} doc={doc} selected={selected} onSelect={select} />
        </layout.PreviewColumn>
      </layout.Columns>
    </FormContext>
  );
}

/**
 * The translations an English change makes stale: each language's fields, by the names the form gives them, with a
 * link to that translation in the editor. The English may change; what it asks of translators, and of publishing, is
 * said before the save and after it.
 */
function StaleTranslationsNotice({ file, impacts, doc, saved, onLinkClick }: { file: string; impacts: TranslationImpact[]; doc: Data; saved: boolean; onLinkClick(event: MouseEvent<HTMLAnchorElement>): void }) {
  const names = (paths: string[]) => paths.map((path) => describePath(doc, segmentsOf(path))).join('; ');
  const localeOf = (code: string) => manifest.site.locales.find((locale) => locale.code === code);
  const held = impacts.filter(({ code, gone }) => localeOf(code)?.complete || gone.length > 0).map(({ code }) => localeOf(code)?.name ?? code);
  return (
    <layout.Offer as="section" aria-labelledby="stale-translations-title" style={{ margin: '0 0 1rem' }}>
      <h2 id="stale-translations-title">{saved ? 'Saved: these translations are now out of date' : 'Saving this change puts translations out of date'}</h2>
      <p>
        {saved ? 'Your change is saved.' : 'You can still save it: the English page is yours to change.'} The translations of the fields below were
        made from the English as it was, so a translator needs to check each one and mark it as reviewed.
        {held.length > 0 &&
          ` Until then, the site cannot be published: the publishing check fails for ${held.join(', ')}.`}
      </p>
      <ul>
        {impacts.map(({ code, stale, gone }) => (
          <li key={code}>
            <a href={editorAddress(file, code)} onClick={onLinkClick}>
              {localeOf(code)?.name ?? code}
            </a>
            {stale.length > 0 && `: the English changed in ${names(stale)}`}
            {gone.length > 0 && `${stale.length > 0 ? '; and' : ':'} no longer on the page: ${names(gone)} (its translation must be moved to the field's new place, or deleted)`}
            .
          </li>
        ))}
      </ul>
    </layout.Offer>
  );
}

/** What a save merged with the changes it found on disk: each value once, in the group that says what became of it. */
function MergeNotice({ report }: { report: MergeSummary }) {
  const list = (changes: Change[]) => [...new Set(changes.map(describeChange))].join('; ');
  return (
    <layout.Offer as="section" aria-labelledby="merged-title" style={{ margin: '0 0 1rem' }}>
      <h2 id="merged-title">Merged with changes made on disk</h2>
      <p>
        The file had changed since you opened it.{' '}
        {report.declined.length > 0 ? 'Where you chose the version on disk, your edit is left out; the other changes of both are in it now.' : 'Both sets of changes are in it now.'}
      </p>
      {report.kept.length > 0 && <p>Kept from the file on disk: {list(report.kept)}.</p>}
      {report.written.length > 0 && <p>Written from your edits: {list(report.written)}.</p>}
      {report.declined.length > 0 && <p>Not written, as you chose the version on disk: {list(report.declined)}.</p>}
    </layout.Offer>
  );
}

/**
 * Blocks written for an older version of their type, which the checker refuses until they are brought up to date: one
 * button does it as `npm run migrate` would, changing only the lines the new version changes, and saves the file.
 */
interface MigrationOfferProps {
  file: string;
  version: string;
  outdated: OutdatedBlock[];
  /** How many unsaved edits the page has: the file cannot be saved with them while a block is outdated. */
  unsaved: number;
  onDone(answer: { changed: boolean }): Promise<void>;
  onStale(): Promise<void>;
}

function MigrationOffer({ file, version, outdated, unsaved, onDone, onStale }: MigrationOfferProps) {
  const [state, setState] = useState<{ kind: 'idle' | 'working' } | { kind: 'failed'; message: string }>({ kind: 'idle' });
  const run = async () => {
    setState({ kind: 'working' });
    try {
      await onDone(await api.migrate(file, version));
    } catch (error) {
      if (error instanceof ApiError && error.status === 409) {
        setState({ kind: 'idle' });
        return onStale();
      }
      const problems = error instanceof ApiError && Array.isArray(error.body.problems) ? (error.body.problems as ApiProblem[]) : [];
      const first = problems.find((problem) => problem.severity === 'error');
      setState({ kind: 'failed', message: `${error instanceof Error ? error.message : String(error)}${first ? ` ${first.file}:${first.line}: ${first.message}` : ''}` });
    }
  };
  const count = outdated.length;
  return (
    <layout.Offer aria-labelledby="migration-title" style={{ margin: '0 0 1rem' }}>
      <h2 id="migration-title">
        {count === 1 ? 'A block of this page is' : `${count} blocks of this page are`} written for an older version of {count === 1 ? 'its' : 'their'} type
      </h2>
      <ul>
        {outdated.map((block) => (
          <li key={block.index}>
            {blockName(block.type)} block {block.index + 1}: version {block.from}, now {block.to}
          </li>
        ))}
      </ul>
      <p>Bringing {count === 1 ? 'it' : 'them'} up to date changes only the lines the new version changes, and saves the file.</p>
      <p>
        <Button type="button" data-primary onClick={() => void run()} disabled={unsaved > 0 || state.kind === 'working'} aria-describedby="migration-status">
          Bring up to date
        </Button>
        <span id="migration-status" role="status">
          {state.kind === 'working' ? 'Bringing up to date…' : unsaved > 0 ? `Undo your ${unsaved === 1 ? 'unsaved change' : `${unsaved} unsaved changes`} first: a page with an outdated block cannot be saved.` : ''}
        </span>
      </p>
      {state.kind === 'failed' && <p role="alert">{state.message}</p>}
    </layout.Offer>
  );
}

/** Moves focus, once the change has been drawn, to the element the first of `selectors` that finds one finds. */
function focusAfter(...selectors: string[]) {
  requestAnimationFrame(() => {
    for (const selector of selectors) {
      const target = document.querySelector<HTMLElement>(selector);
      if (target) return target.focus();
    }
  });
}

function safeApply(text: string, edits: YamlEdit[]): string {
  try {
    return applyEdits(text, edits);
  } catch {
    return text;
  }
}

/** A list of suggestions for inputs that name it. Memoised: its options do not change while the author types. */
const Suggestions = memo(function Suggestions({ id, values }: { id: string; values: readonly string[] }) {
  return (
    <datalist id={id}>
      {values.map((value) => (
        <option key={value} value={value} />
      ))}
    </datalist>
  );
});

interface ProblemSummaryProps {
  report: ProblemReport | null;
  file: string;
  /** The page's block types, space-separated, to name each problem's block and field as the form does. */
  blockTypes: string;
  errors: number;
  warnings: number;
  onFocus(problem: ApiProblem): void;
  onLinkClick(event: MouseEvent<HTMLAnchorElement>): void;
}

/** This page's problems, and the errors its changes would cause on other pages, each with a way to where it is. */
const ProblemSummary = memo(function ProblemSummary({ report, file, blockTypes, errors, warnings, onFocus, onLinkClick }: ProblemSummaryProps) {
  const outline = { blocks: blockTypes.split(' ').map((type) => ({ type })) };
  if (!report) return <layout.Summary data-state="checking">Checking the site…</layout.Summary>;
  if (report.problems.length === 0) return <layout.Summary data-state="clean">No errors, no warnings on this page.</layout.Summary>;
  return (
    <layout.Summary data-state={errors > 0 ? 'errors' : 'warnings'} aria-labelledby="problem-summary-title">
      <h2 id="problem-summary-title">
        {errors} {errors === 1 ? 'error' : 'errors'}, {warnings} {warnings === 1 ? 'warning' : 'warnings'}
      </h2>
      <ProblemList>
        {report.problems.map((problem, index) => {
          const { where, message } = problemInWords(problem, file, outline);
          return (
            <li key={index} data-severity={problem.severity}>
              {problem.file === file ? (
                <layout.LinkButton type="button" onClick={() => onFocus(problem)}>
                  {where}
                </layout.LinkButton>
              ) : (
                <>
                  This change would break{' '}
                  <a href={editorAddress(problem.file, manifest.site.locales[0].code)} onClick={onLinkClick}>
                    {where}
                  </a>
                </>
              )}
              : {message}
            </li>
          );
        })}
      </ProblemList>
    </layout.Summary>
  );
});

const PageFields = memo(function PageFields({ doc }: { doc: PageDocument }) {
  const record = doc as unknown as Record<string, Data>;
  // Drawn only while open: a closed panel costs nothing while the author types in a block.
  const [open, setOpen] = useState(false);
  return (
    <layout.Panel id="page-fields" tabIndex={-1} aria-labelledby="page-fields-title">
      <details open={open} onToggle={(event) => setOpen(event.currentTarget.open)}>
        <summary>
          <h2 id="page-fields-title">Page: title, description{doc.article ? ', article' : doc.industry ? ', industry' : doc.job ? ', job' : ''}</h2>
        </summary>
        {open && PAGE_SECTIONS.filter((name) => record[name] !== undefined || name === 'meta').map((name) => (
          <Field key={name} name={name} segments={[name]} schema={pageFieldSchema(name)} value={record[name]} required={name === 'meta'} />
        ))}
      </details>
    </layout.Panel>
  );
});

function BlockList({ blocks, selected, onSelect }: { blocks: Block[]; selected: number | null; onSelect(index: number | null): void }) {
  const [dragging, setDragging] = useState<number | null>(null);
  return (
    <layout.Panel aria-labelledby="blocks-title">
      <h2 id="blocks-title" tabIndex={-1}>
        Blocks
      </h2>
      <layout.BlockItems>
        {blocks.map((block, index) => (
          <BlockItem key={index} block={block} index={index} count={blocks.length} open={selected === index} dragging={dragging} onDrag={setDragging} onSelect={onSelect} />
        ))}
      </layout.BlockItems>
      <AddBlock count={blocks.length} onSelect={onSelect} />
    </layout.Panel>
  );
}

interface BlockItemProps {
  block: Block;
  index: number;
  count: number;
  open: boolean;
  /** The index of the block being dragged, if one is. */
  dragging: number | null;
  onDrag(index: number | null): void;
  onSelect(index: number | null): void;
}

/** A block's row in the list, and its fields when open. Memoised: typing in one block leaves the other rows alone. */
const BlockItem = memo(function BlockItem({ block, index, count, open, dragging, onDrag, onSelect }: BlockItemProps) {
  const { edit, announce } = useForm();
  const name = `${blockName(block.type)} block ${index + 1}`;
  const move = (from: number, to: number, direction?: 'up' | 'down') => {
    if (to < 0 || to >= count || from === to) return;
    edit({ op: 'move', path: `blocks[${from}]`, to });
    onSelect(to);
    announce(`Moved ${name} to place ${to + 1} of ${count}.`);
    // Focus follows the block, so that pressing the same button again moves the same block on.
    if (direction) focusAfter(`#block-form-${to} [data-move="${direction}"]:not(:disabled)`, `#block-form-${to} [data-move]:not(:disabled)`);
  };
  return (
    <li
      id={`block-form-${index}`}
      tabIndex={-1}
      data-selected={open || undefined}
      data-dragging={dragging === index || undefined}
      onDragOver={(event) => dragging !== null && event.preventDefault()}
      onDrop={(event) => {
        event.preventDefault();
        if (dragging !== null) move(dragging, index);
        onDrag(null);
      }}
    >
      <layout.BlockRow>
        <layout.Grip
          draggable
          onDragStart={(event) => {
            onDrag(index);
            event.dataTransfer.effectAllowed = 'move';
            event.dataTransfer.setData('text/plain', String(index));
          }}
          onDragEnd={() => onDrag(null)}
          title="Drag to reorder (or use Move up and Move down)"
          aria-hidden="true"
        >
          ⠿
        </layout.Grip>
        <layout.BlockToggle type="button" data-block-toggle aria-expanded={open} aria-controls={`block-fields-${index}`} onClick={() => onSelect(open ? null : index)}>
          <strong>{blockName(block.type)}</strong> <span>{summaryOf(block)}</span>
        </layout.BlockToggle>
        <layout.BlockTools role="group" aria-label={`${name}: actions`}>
          <SmallButton type="button" data-move="up" disabled={index === 0} onClick={() => move(index, index - 1, 'up')} aria-label={`Move ${name} up`} title="Move up">
            ↑
          </SmallButton>
          <SmallButton type="button" data-move="down" disabled={index === count - 1} onClick={() => move(index, index + 1, 'down')} aria-label={`Move ${name} down`} title="Move down">
            ↓
          </SmallButton>
          <SmallButton type="button" onClick={() => {
              edit({ op: 'duplicate', path: `blocks[${index}]` });
              announce(`Copied ${name}: the copy is block ${index + 2}.`);
            }} aria-label={`Copy ${name}`} title="Duplicate: a copy goes right after it">
            Copy
          </SmallButton>
          <SmallButton type="button" data-danger onClick={() => {
              edit({ op: 'delete', path: `blocks[${index}]` });
              onSelect(null);
              announce(`Deleted ${name}. Undo brings it back.`);
              // Never onto another Delete button: a second press would delete a second block.
              focusAfter(`#block-form-${index} [data-block-toggle]`, `#block-form-${index - 1} [data-block-toggle]`, '#blocks-title');
            }} aria-label={`Delete ${name}`} title="Delete">
            ✕
          </SmallButton>
        </layout.BlockTools>
      </layout.BlockRow>
      {open && (
        <div id={`block-fields-${index}`}>
          <BlockFields block={block} index={index} />
        </div>
      )}
    </li>
  );
});

/** Every block type with its name for authors, in the order of the names. */
const BLOCK_CHOICES = [...blockSchemas.keys()].map((type) => [type, blockName(type)] as const).sort(([, a], [, b]) => a.localeCompare(b));

/** Adds a block of a chosen type at the end of the page. */
const AddBlock = memo(function AddBlock({ count, onSelect }: { count: number; onSelect(index: number): void }) {
  const [newType, setNewType] = useState(BLOCK_CHOICES[0][0]);
  const { edit, announce } = useForm();
  return (
    <layout.AddBlock
      onSubmit={(event) => {
        event.preventDefault();
        edit({ op: 'insert', path: `blocks[${count}]`, value: newBlock(newType) });
        onSelect(count);
        announce(`Added a ${blockName(newType)} block at the end, block ${count + 1}; its fields are open.`);
      }}
    >
      <label htmlFor="new-block-type">New block</label>
      <select id="new-block-type" value={newType} onChange={(event) => setNewType(event.target.value)}>
        {BLOCK_CHOICES.map(([type, name]) => (
          <option key={type} value={type}>
            {name}
          </option>
        ))}
      </select>
      <Button type="submit">Add block</Button>
    </layout.AddBlock>
  );
});

const BlockFields = memo(function BlockFields({ block, index }: { block: Block; index: number }) {
  const schema = blockSchemas.get(block.type);
  const { problems } = useForm();
  const path = formatPath(['blocks', index]);
  if (!schema) return <UnknownBlockType block={block} index={index} />;
  return (
    <layout.BlockForm>
      <p>{resolve(schema).description}</p>
      {problems.get(path) && (
        <ProblemList>
          {problems.get(path)!.map((problem, i) => (
            <li key={i} data-severity={problem.severity}>
              {problem.message}
            </li>
          ))}
        </ProblemList>
      )}
      <ObjectFields label={`${blockName(block.type)} block ${index + 1}`} segments={['blocks', index]} schema={schema} value={block as unknown as Record<string, Data>} />
    </layout.BlockForm>
  );
});

/**
 * A block whose type the site does not have (a misspelling, a type since removed): the checker's words for it, and a
 * choice of the types there are, best guesses first. Changing the type writes that one value: the block's other
 * fields, and every other byte of the file, stay as they are.
 */
function UnknownBlockType({ block, index }: { block: Block; index: number }) {
  const { edit, problems, announce } = useForm();
  const choices = useMemo(() => likelyBlockTypes(block as unknown as Record<string, unknown>), [block]);
  const [chosen, setChosen] = useState(choices[0]);
  const typePath = formatPath(['blocks', index, 'type']);
  const said = [...(problems.get(formatPath(['blocks', index])) ?? []), ...(problems.get(typePath) ?? [])];
  const selectId = fieldId(typePath);
  return (
    <layout.BlockForm>
      <p>
        The site has no block type "{String(block.type)}", so this block is not on the page. Choose the type it should be: its other fields are
        kept.
      </p>
      {said.length > 0 && (
        <ProblemList>
          {said.map((problem, i) => (
            <li key={i} data-severity={problem.severity}>
              {problem.message}
            </li>
          ))}
        </ProblemList>
      )}
      <layout.AddBlock
        onSubmit={(event) => {
          event.preventDefault();
          edit({ op: 'set', path: typePath, value: chosen });
          announce(`Block ${index + 1} is a ${blockName(chosen)} block now; its fields are open.`);
        }}
      >
        <label htmlFor={selectId}>Block type</label>
        <select id={selectId} value={chosen} onChange={(event) => setChosen(event.target.value)}>
          {choices.map((type) => (
            <option key={type} value={type}>
              {blockName(type)}
            </option>
          ))}
        </select>
        <Button type="submit">Change type</Button>
      </layout.AddBlock>
    </layout.BlockForm>
  );
}
