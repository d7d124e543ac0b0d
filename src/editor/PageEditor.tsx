/**
 * One page in the editor: its fields as forms from the schemas, the page as the site draws it beside them, the
 * checker's problems on the fields they concern, saving with conflict detection, and the file's changes in git.
 */
import { memo, startTransition, useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { manifest } from 'virtual:site';
import pictures from 'virtual:editor-images';
import { parse } from 'yaml';
import { summaryOf } from '../blocks/registry';
import { formatPath } from '../content/problems';
import { routeOfFile } from '../content/routes';
import { applyEdits, type YamlEdit } from '../content/yamlEdit';
import type { Block, PageDocument } from '../generated/schema-types';
import { api, ApiError, type ApiProblem, type ProblemReport } from './api';
import { ChangesPanel } from './ChangesPanel';
import { ConflictView } from './ConflictView';
import { checkDraft } from './draftCheck';
import { addEdit, dataAfter, emptyHistory, redo, undo, type Data, type History } from './editModel';
import { Preview } from './Preview';
import { withPaths } from './problemPaths';
import { blockSchemas, newBlock, PAGE_SECTIONS, pageFieldSchema, resolve } from './schema';
import { Field, fieldId, FormContext, ObjectFields, useForm, type FormContextValue } from './SchemaForm';
import { Button, ProblemList, SmallButton } from './styles';
import { layout } from './layout';

const CHECK_DELAY_MS = 300;
const NO_PROBLEMS: ReadonlyMap<string, ApiProblem[]> = new Map();

interface Loaded {
  file: string;
  route: string;
  text: string;
  version: string;
  data: Data;
}

type SaveState =
  | { kind: 'idle' }
  | { kind: 'saving' }
  | { kind: 'saved'; message: string }
  | { kind: 'refused'; message: string }
  | { kind: 'conflict'; message: string; diskText: string };

/** The page's address, as the site gives it; a file whose name cannot be one (the checker says why) shows as the home page. */
function routeOf(file: string): string {
  const result = routeOfFile(file.replace(/^pages\//, ''));
  return 'route' in result ? result.route : '/';
}

export function PageEditor({ file }: { file: string }) {
  const [loaded, setLoaded] = useState<Loaded | null>(null);
  const [loadError, setLoadError] = useState('');
  const [history, setHistory] = useState<History>(emptyHistory);
  const [report, setReport] = useState<ProblemReport | null>(null);
  const [writeError, setWriteError] = useState('');
  const [save, setSave] = useState<SaveState>({ kind: 'idle' });
  const [selected, setSelected] = useState<number | null>(null);
  const [savedAt, setSavedAt] = useState(0);

  const load = useCallback(async () => {
    try {
      const page = await api.page(file);
      setLoaded({ file: page.file, route: routeOf(page.file), text: page.text, version: page.version, data: parse(page.text) as Data });
      setHistory(emptyHistory);
      setLoadError('');
    } catch (error) {
      setLoadError(error instanceof Error ? error.message : String(error));
    }
  }, [file]);
  useEffect(() => void load(), [load]);

  const data = useMemo(() => (loaded ? dataAfter(loaded.data, history.edits) : null), [loaded, history.edits]);

  const loadedData = useRef<Data>(null);
  loadedData.current = loaded?.data ?? null;
  const edit = useCallback((change: YamlEdit) => {
    setHistory((previous) => addEdit(previous, loadedData.current, change));
    setSave((state) => (state.kind === 'saved' || state.kind === 'refused' ? { kind: 'idle' } : state));
  }, []);

  // The same checks as CI, on the text a save would write, a moment after the last change, in a worker (draftCheck.ts).
  useEffect(() => {
    if (!loaded) return;
    let current = true;
    const timer = setTimeout(async () => {
      const check = await checkDraft(loaded.file, loaded.text, history.edits);
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
  }, [loaded, history.edits]);

  const doUndo = useCallback(() => setHistory(undo), []);
  const doRedo = useCallback(() => setHistory(redo), []);
  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      if (!(event.ctrlKey || event.metaKey) || event.altKey) return;
      const key = event.key.toLowerCase();
      if (key === 'z' && !event.shiftKey) doUndo();
      else if ((key === 'z' && event.shiftKey) || key === 'y') doRedo();
      else return;
      event.preventDefault();
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [doUndo, doRedo]);

  const doSave = async () => {
    if (!loaded) return;
    setSave({ kind: 'saving' });
    try {
      const answer = await api.save(loaded.file, loaded.version, history.edits);
      const warnings = answer.warnings ? ` (${answer.warnings} ${answer.warnings === 1 ? 'warning' : 'warnings'})` : '';
      await load();
      setSave({ kind: 'saved', message: answer.changed ? `Saved${warnings}.` : 'Nothing to save: the file already says this.' });
      setSavedAt(Date.now());
    } catch (error) {
      if (error instanceof ApiError && error.status === 409 && typeof error.body.text === 'string') {
        setSave({ kind: 'conflict', message: error.message, diskText: error.body.text });
      } else if (error instanceof ApiError && error.status === 422) {
        const refused = error.body as unknown as ProblemReport;
        if (Array.isArray(refused.problems)) setReport(keepIfSame({ ...refused, problems: withPaths(refused.problems, loaded.file, safeApply(loaded.text, history.edits)) }));
        setSave({ kind: 'refused', message: error.message });
      } else {
        setSave({ kind: 'refused', message: error instanceof Error ? error.message : String(error) });
      }
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
  const form = useMemo<FormContextValue>(() => ({ edit, problems: ownProblems, linkList: 'editor-links', pictureList: 'editor-pictures' }), [edit, ownProblems]);
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
  if (!loaded || !doc) return <layout.Message role="status">Opening {file}…</layout.Message>;

  const changes = history.edits.length;
  const errors = report?.problems.filter((problem) => problem.severity === 'error').length ?? 0;
  const warnings = (report?.problems.length ?? 0) - errors;
  const status =
    save.kind === 'saving' ? 'Saving…'
    : save.kind === 'saved' ? save.message
    : changes > 0 ? `${changes} unsaved ${changes === 1 ? 'change' : 'changes'}`
    : 'No unsaved changes';

  return (
    <FormContext value={form}>
      <Suggestions id="editor-links" values={links} />
      <Suggestions id="editor-pictures" values={pictures} />
      <layout.Header>
        <layout.Title>
          <a href="/_edit">All pages</a>
          <h1>
            {loaded.file}
            <span>
              {' '}
              · <a href={loaded.route}>{loaded.route}</a>
            </span>
          </h1>
        </layout.Title>
        <layout.Tools>
          <Button type="button" onClick={doUndo} disabled={history.edits.length === 0} aria-keyshortcuts="Control+Z">
            Undo
          </Button>
          <Button type="button" onClick={doRedo} disabled={history.undone.length === 0} aria-keyshortcuts="Control+Shift+Z">
            Redo
          </Button>
          <Button type="button" data-primary onClick={doSave} disabled={changes === 0 || save.kind === 'saving'}>
            Save
          </Button>
          <layout.Status role="status" data-state={save.kind}>
            {status}
          </layout.Status>
        </layout.Tools>
      </layout.Header>
      {save.kind === 'conflict' && (
        <ConflictView
          message={save.message}
          diskText={save.diskText}
          editedText={safeApply(loaded.text, history.edits)}
          onReload={() => {
            setSave({ kind: 'idle' });
            void load();
          }}
          onKeep={() => setSave({ kind: 'idle' })}
        />
      )}
      <layout.Columns>
        <layout.FormColumn aria-label="Page fields">
          {save.kind === 'refused' && (
            <layout.Alert role="alert">
              <strong>Not saved.</strong> {save.message}
            </layout.Alert>
          )}
          {writeError && (
            <layout.Alert role="alert">
              <strong>This change cannot be written.</strong> {writeError} Undo it to go on.
            </layout.Alert>
          )}
          <ProblemSummary report={report} file={loaded.file} errors={errors} warnings={warnings} onFocus={focusProblem} />
          <PageFields doc={doc} />
          <BlockList blocks={doc.blocks ?? []} selected={selected} onSelect={setSelected} />
          <ChangesPanel file={loaded.file} savedAt={savedAt} />
        </layout.FormColumn>
        <layout.PreviewColumn aria-label="Preview">
          <Preview route={loaded.route} doc={doc} selected={selected} onSelect={select} />
        </layout.PreviewColumn>
      </layout.Columns>
    </FormContext>
  );
}

/** Keeps the report shown when a new check says the same, so the form is not drawn again for nothing. */
function keepIfSame(next: ProblemReport) {
  return (shown: ProblemReport | null) => (shown && JSON.stringify(shown) === JSON.stringify(next) ? shown : next);
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

const ProblemSummary = memo(function ProblemSummary({ report, file, errors, warnings, onFocus }: { report: ProblemReport | null; file: string; errors: number; warnings: number; onFocus(problem: ApiProblem): void }) {
  if (!report) return <layout.Summary data-state="checking">Checking the site…</layout.Summary>;
  if (report.problems.length === 0) return <layout.Summary data-state="clean">The site validates: no errors, no warnings.</layout.Summary>;
  return (
    <layout.Summary data-state={errors > 0 ? 'errors' : 'warnings'} aria-labelledby="problem-summary-title">
      <h2 id="problem-summary-title">
        {errors} {errors === 1 ? 'error' : 'errors'}, {warnings} {warnings === 1 ? 'warning' : 'warnings'}
      </h2>
      <ProblemList>
        {report.problems.map((problem, index) => (
          <li key={index} data-severity={problem.severity}>
            {problem.file === file ? (
              <layout.LinkButton type="button" onClick={() => onFocus(problem)}>
                {problem.path || 'the page'}
              </layout.LinkButton>
            ) : (
              <code>{`${problem.file}:${problem.line} ${problem.path}`}</code>
            )}
            : {problem.message}
          </li>
        ))}
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
      <h2 id="blocks-title">Blocks</h2>
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
  const { edit } = useForm();
  const name = `${block.type} block ${index + 1}`;
  const move = (from: number, to: number) => {
    if (to < 0 || to >= count || from === to) return;
    edit({ op: 'move', path: `blocks[${from}]`, to });
    onSelect(to);
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
        <layout.BlockToggle type="button" aria-expanded={open} aria-controls={`block-fields-${index}`} onClick={() => onSelect(open ? null : index)}>
          <code>{block.type}</code> <span>{summaryOf(block)}</span>
        </layout.BlockToggle>
        <layout.BlockTools role="group" aria-label={`${name}: actions`}>
          <SmallButton type="button" disabled={index === 0} onClick={() => move(index, index - 1)} aria-label={`Move ${name} up`} title="Move up">
            ↑
          </SmallButton>
          <SmallButton type="button" disabled={index === count - 1} onClick={() => move(index, index + 1)} aria-label={`Move ${name} down`} title="Move down">
            ↓
          </SmallButton>
          <SmallButton type="button" onClick={() => edit({ op: 'duplicate', path: `blocks[${index}]` })} aria-label={`Copy ${name}`} title="Duplicate: a copy goes right after it">
            Copy
          </SmallButton>
          <SmallButton type="button" data-danger onClick={() => edit({ op: 'delete', path: `blocks[${index}]` })} aria-label={`Delete ${name}`} title="Delete">
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

/** Adds a block of a chosen type at the end of the page. */
const AddBlock = memo(function AddBlock({ count, onSelect }: { count: number; onSelect(index: number): void }) {
  const [newType, setNewType] = useState('prose');
  const { edit } = useForm();
  return (
    <layout.AddBlock
      onSubmit={(event) => {
        event.preventDefault();
        edit({ op: 'insert', path: `blocks[${count}]`, value: newBlock(newType) });
        onSelect(count);
      }}
    >
      <label htmlFor="new-block-type">New block</label>
      <select id="new-block-type" value={newType} onChange={(event) => setNewType(event.target.value)}>
        {[...blockSchemas.keys()].map((type) => (
          <option key={type} value={type}>
            {type}
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
  if (!schema) return <p>There is no schema for the block type "{String(block.type)}".</p>;
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
      <ObjectFields segments={['blocks', index]} schema={schema} value={block as unknown as Record<string, Data>} />
    </layout.BlockForm>
  );
});
