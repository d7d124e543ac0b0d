/**
 * A page in another language: each translatable field of the English page with its English beside it, read-only, the
 * translation to write, and whether it is translated, missing or stale; the page as the site shows it in that
 * language beside them. Saving writes only the translation file, with the same checks as the English page's save.
 */
import { memo, useCallback, useEffect, useMemo, useRef, useState } from 'react';
import styled from 'styled-components';
import { languages } from 'virtual:collections';
import { manifest } from 'virtual:site';
import { parse } from 'yaml';
import { translatedPage } from '../blocks/registry';
import type { YamlEdit } from '../content/yamlEdit';
import type { PageDocument } from '../generated/schema-types';
import { LanguageContext } from '../i18n/language';
import { localizedRoute } from '../i18n/routes';
import { applyTranslation } from '../i18n/translations';
import { api, ApiError, type ApiProblem, type ProblemReport } from './api';
import { EditorBar, useAnnouncer, useDraftCheck, useKeptDrafts, useUndoRedo, type SaveState, type View } from './EditorFrame';
import { addEdit, dataAfter, emptyHistory, segmentsOf, type Data, type History } from './editModel';
import { LanguageSwitch } from './LanguageSwitch';
import { useLeaveGuard } from './LeaveGuard';
import { layout } from './layout';
import { ConflictView } from './ConflictView';
import { mergeEdits, type Change, type Choice, type Conflict, type MergeSummary } from './merge';
import { Preview } from './Preview';
import { FieldProblems, fieldId } from './SchemaForm';
import { ProblemList, SmallButton, ui } from './styles';
import { reviewedEdit, shownTranslations, translateEdit, translationFields, type TranslatableField, type TranslationField } from './translationFields';
import { describeEntry, describePath, inWords, mergedSaveMessage, problemInWords, savingHeldBy } from './words';

interface Loaded {
  /** The translation file: translations/de/about.yaml. */
  file: string;
  text: string;
  version: string;
  /** Whether the file is there yet: the first save makes it. */
  exists: boolean;
  data: Data;
  fields: TranslatableField[];
  /** The English page, as on disk. */
  english: Data;
  route: string | null;
}

const STATE_WORDS = { translated: 'Translated', missing: 'Not translated yet', stale: 'Stale: the English changed' } as const;

export function TranslationEditor({ file, code }: { file: string; code: string }) {
  const locale = manifest.site.locales.find((candidate) => candidate.code === code);
  const [loaded, setLoaded] = useState<Loaded | null>(null);
  const [loadError, setLoadError] = useState('');
  const [history, setHistory] = useState<History>(emptyHistory);
  const [save, setSave] = useState<SaveState>({ kind: 'idle' });
  /** A save that found the same entries changed on disk: the file as it is now, the entries both sides changed, and the author's choices. */
  const [conflict, setConflict] = useState<{ version: string; data: Data; conflicts: Conflict[]; choices: ReadonlyMap<number, Choice> } | null>(null);
  const [view, setView] = useState<View>('form');
  const { announce, announcer } = useAnnouncer();

  const drafts = useKeptDrafts(loaded, history.edits, setHistory);
  const offerDraftOf = drafts.offer;

  const load = useCallback(
    async ({ offerDraft = false } = {}) => {
      try {
        const [page, translation] = await Promise.all([api.page(file), api.translation(file, code)]);
        // The page's address in this language; the server gives none for a file that is no page, and no address for the 404 page.
        const route = page.route?.startsWith('/') ? localizedRoute(page.route, code, manifest.site.locales[0].code) : page.route;
        setLoaded({ ...translation, data: parse(translation.text) as Data, english: parse(page.text) as Data, route });
        setHistory(emptyHistory);
        setLoadError('');
        if (offerDraft) offerDraftOf(translation.file);
      } catch (error) {
        setLoadError(error instanceof Error ? error.message : String(error));
      }
    },
    [file, code, offerDraftOf],
  );
  useEffect(() => void load({ offerDraft: true }), [load]);

  const leaveGuard = useLeaveGuard(history.edits.length, drafts.kept);

  const data = useMemo(() => (loaded ? dataAfter(loaded.data, history.edits) : null), [loaded, history.edits]);
  const fields = useMemo(() => (loaded ? translationFields(loaded.fields, data ?? undefined, code) : []), [loaded, data, code]);

  const loadedData = useRef<Data>(null);
  loadedData.current = loaded?.data ?? null;
  const change = useCallback(
    (make: (current: Data) => YamlEdit) => {
      setHistory((previous) => addEdit(previous, loadedData.current, make(dataAfter(loadedData.current, previous.edits))));
      setSave((state) => (state.kind === 'saved' || state.kind === 'refused' ? { kind: 'idle' } : state));
    },
    [],
  );
  const translate = useCallback((field: TranslatableField, text: string) => change((current) => translateEdit(field, current, code, text)), [change, code]);
  const review = useCallback(
    (field: TranslatableField) => {
      change(() => reviewedEdit(field));
      announce('Marked as reviewed: the translation now says it translates the English as it is.');
    },
    [change, announce],
  );

  // The checks include the translations, as for a translation file the API's check does.
  const { report, setReport, writeError } = useDraftCheck(loaded, history.edits);
  const { doUndo, doRedo, saveShortcut } = useUndoRedo(setHistory, announce);

  const refused = (error: unknown) => {
    if (!loaded) return;
    if (error instanceof ApiError && error.status === 422 && Array.isArray(error.body.problems)) {
      setReport(error.body as unknown as ProblemReport);
      const holding = Array.isArray(error.body.holding) ? (error.body.holding as ApiProblem[]) : [];
      setSave({ kind: 'refused', message: `${error.message} ${savingHeldBy(holding, loaded.file, loaded.english)}`.trim() });
      return;
    }
    setSave({ kind: 'refused', message: error instanceof Error ? error.message : String(error) });
  };

  /** Saves `edits` onto the file at `version`; `merged` says what a merge with the file changed on disk did. */
  const write = async (version: string, edits: YamlEdit[], merged: MergeSummary | null) => {
    const english = loaded!.english;
    const answer = await api.save(loaded!.file, version, edits);
    await load();
    const warnings = answer.warnings ? ` (${answer.warnings} ${answer.warnings === 1 ? 'warning' : 'warnings'})` : '';
    const nameOf = (change: Change) => describePath(english, segmentsOf(String(change.path[0])));
    const message = merged ? mergedSaveMessage(merged, answer.changed, warnings, nameOf) : answer.changed ? `Saved${warnings}.` : 'Nothing to save: the file already says this.';
    setSave({ kind: 'saved', message });
  };

  /**
   * The author's edits onto the file as it is on disk now: entries only one side changed are merged; those both
   * changed are shown side by side to choose from, as the page editor does, and saved once each has a choice.
   */
  const merge = async (disk: { version: string; data: Data }, choices: ReadonlyMap<number, Choice>) => {
    if (!loaded) return;
    const result = mergeEdits(loaded.data, disk.data, history.edits, choices, loaded.text);
    if (result.conflicts.length > 0) {
      setConflict({ ...disk, conflicts: result.conflicts, choices });
      setSave({ kind: 'conflict' });
      return;
    }
    setConflict(null);
    setSave({ kind: 'saving' });
    try {
      await write(disk.version, result.edits, result.summary);
    } catch (error) {
      refused(error);
    }
  };

  const doSave = async () => {
    if (!loaded) return;
    setSave({ kind: 'saving' });
    try {
      await write(loaded.version, history.edits, null);
    } catch (error) {
      // Changed on disk since it was opened.
      if (error instanceof ApiError && error.status === 409 && typeof error.body.text === 'string' && typeof error.body.version === 'string') {
        await merge({ version: error.body.version, data: parse(error.body.text) as Data }, new Map());
      } else {
        refused(error);
      }
    }
  };

  // Each field's problems, said in the form's words: a translator never sees a path such as blocks[2].items[0].title.
  const problemsByPath = useMemo(() => {
    const byPath = new Map<string, ApiProblem[]>();
    for (const problem of report?.problems ?? []) {
      if (problem.file !== loaded?.file) continue;
      byPath.set(problem.path, [...(byPath.get(problem.path) ?? []), { ...problem, message: inWords(problem.message, loaded.english) }]);
    }
    return byPath;
  }, [report, loaded?.file, loaded?.english]);

  const isOpen = loaded !== null;
  useEffect(() => {
    if (isOpen) document.documentElement.dataset.ready = 'true';
  }, [isOpen]);

  const english = loaded?.english as PageDocument | undefined;
  const shown = useMemo(() => {
    if (!english || !Array.isArray(english.blocks)) return english;
    return translatedPage(applyTranslation(english, shownTranslations(fields)), english);
  }, [english, fields]);

  if (!locale) {
    return (
      <layout.Message role="alert">
        <h1>Cannot open {file} in "{code}"</h1>
        <p>pages/_site.yaml declares no language "{code}".</p>
        <a href="/_edit">All pages</a>
      </layout.Message>
    );
  }
  if (loadError) {
    return (
      <layout.Message role="alert">
        <h1>
          Cannot open {file} in {locale.name}
        </h1>
        <p>{loadError}</p>
        <a href="/_edit">All pages</a>
      </layout.Message>
    );
  }
  if (!loaded || !english) return <layout.Message role="status">Opening {file} in {locale.name}…</layout.Message>;

  const changes = history.edits.length;
  // The check lists this file's problems and the errors it causes elsewhere: every error holds the save up.
  const errors = report?.problems.filter((problem) => problem.severity === 'error') ?? [];
  const canSave = changes > 0 && errors.length === 0 && !writeError && save.kind !== 'saving' && save.kind !== 'conflict';
  saveShortcut.current = canSave ? () => void doSave() : null;
  const language = languages.find((candidate) => candidate.code === code) ?? languages[0];

  return (
    <>
      <EditorBar
        file={loaded.file}
        route={loaded.route}
        languages={<LanguageSwitch file={file} current={code} onLinkClick={leaveGuard.onLinkClick} />}
        history={history}
        save={save}
        heldBy={savingHeldBy(errors, loaded.file, loaded.english)}
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
      {conflict && save.kind === 'conflict' && (
        <ConflictView
          conflicts={conflict.conflicts}
          nameOf={(conflict) => describeEntry(loaded.english, conflict)}
          choices={conflict.choices}
          onChoose={(index, choice) => setConflict({ ...conflict, choices: new Map(conflict.choices).set(index, choice) })}
          onSave={() => void merge(conflict, conflict.choices)}
          onReload={() => {
            setConflict(null);
            setSave({ kind: 'idle' });
            void load();
          }}
          onKeep={() => {
            setConflict(null);
            setSave({ kind: 'idle' });
          }}
        />
      )}
      <layout.Columns data-view={view}>
        <layout.FormColumn aria-label={`${locale.name} translation`}>
          {writeError && (
            <layout.Alert role="alert">
              <strong>This change cannot be written.</strong> {writeError} Undo it to go on.
            </layout.Alert>
          )}
          <Overview file={loaded.file} english={loaded.english} fields={fields} languageName={locale.name} report={report} exists={loaded.exists} />
          <FieldGroups english={loaded.english} fields={fields} code={code} languageName={locale.name} problems={problemsByPath} onTranslate={translate} onReview={review} />
        </layout.FormColumn>
        <layout.PreviewColumn aria-label="Preview">
          {loaded.route === null ? (
            <NoPreview>
              <h2>No preview for this file</h2>
              <p>
                {file} is not a page: it holds words that every page shares (the header and footer, buttons, form labels,
                the cookie banner). Save, then open any page in {locale.name} to see them in place, such as{' '}
                <a href={localizedRoute('/', code, manifest.site.locales[0].code)} target="_blank" rel="noreferrer">
                  the home page in {locale.name} (opens in a new tab)
                </a>
                .
              </p>
            </NoPreview>
          ) : (
            <LanguageContext value={language}>
              <div lang={code}>
                {shown && (
                  <Preview
                    route={loaded.route}
                    doc={shown}
                    selected={null}
                    onSelect={(index) => {
                      setView('form');
                      document.getElementById(`translation-block-${index}`)?.scrollIntoView({ block: 'start' });
                    }}
                  />
                )}
              </div>
            </LanguageContext>
          )}
        </layout.PreviewColumn>
      </layout.Columns>
    </>
  );
}

const NoPreview = styled.section`
  max-width: 34rem;
  margin: 2rem auto;
  padding: 0 1.5rem;
  h2 {
    font-size: ${({ theme }) => theme.size.lg};
    letter-spacing: 0;
  }
`;

interface OverviewProps {
  /** The translation file. */
  file: string;
  english: Data;
  fields: TranslationField[];
  languageName: string;
  report: ProblemReport | null;
  exists: boolean;
}

/**
 * How much is translated, and what needs doing, with a way to each field that needs it; and the file's problems
 * besides (a rule a translation breaks, an entry for a field the English no longer has, an entry that is no words),
 * each at the field it concerns where the page has that field.
 */
function Overview({ file, english, fields, languageName, report, exists }: OverviewProps) {
  const count = (state: TranslationField['state']) => fields.filter((field) => field.state === state).length;
  const todo = fields.filter((field) => field.state !== 'translated');
  const stateOf = new Map(fields.map((field) => [field.path, field.state]));
  // A field's missing or stale translation is said by the list above; an error at it, or any other problem, here.
  const problems = (report?.problems ?? []).filter((problem) => problem.severity === 'error' || (stateOf.get(problem.path) ?? 'translated') === 'translated');
  return (
    <layout.Summary data-state={!report ? 'checking' : problems.some((problem) => problem.severity === 'error') ? 'errors' : todo.length + problems.length > 0 ? 'warnings' : 'clean'} aria-labelledby="overview-title">
      <h2 id="overview-title">
        {languageName}: {count('translated')} of {fields.length} fields translated, {count('stale')} stale, {count('missing')} not translated
      </h2>
      <p>
        Each field shows the English above the {languageName} words.{!exists && ' This page has no translation file yet: saving makes it.'}
        {!report && ' Checking the site…'}
      </p>
      {todo.length > 0 && (
        <ProblemList aria-label="Fields to translate or review">
          {todo.slice(0, 20).map((field) => (
            <li key={field.path} data-severity="warning">
              <layout.LinkButton type="button" onClick={() => document.getElementById(fieldId(field.path))?.focus()}>
                {describePath(english, segmentsOf(field.path))}
              </layout.LinkButton>
              : {STATE_WORDS[field.state]}
            </li>
          ))}
          {todo.length > 20 && <li data-severity="warning">and {todo.length - 20} more below.</li>}
        </ProblemList>
      )}
      {problems.length > 0 && (
        <ProblemList aria-label="Problems in the translation">
          {problems.map((problem, index) => {
            const { where, message } = problemInWords(problem, file, english);
            return (
              <li key={index} data-severity={problem.severity}>
                {stateOf.has(problem.path) && problem.file === file ? (
                  <layout.LinkButton type="button" onClick={() => document.getElementById(fieldId(problem.path))?.focus()}>
                    {where}
                  </layout.LinkButton>
                ) : problem.file === file ? (
                  `${problem.path ? where : 'The file'}, line ${problem.line}`
                ) : (
                  where
                )}
                : {message}
              </li>
            );
          })}
        </ProblemList>
      )}
    </layout.Summary>
  );
}

interface FieldGroupsProps {
  english: Data;
  fields: TranslationField[];
  code: string;
  languageName: string;
  problems: ReadonlyMap<string, ApiProblem[]>;
  onTranslate(field: TranslatableField, text: string): void;
  onReview(field: TranslatableField): void;
}

/** The fields by the part of the page they are in (the page's search fields, each block), named as the form names them. */
function FieldGroups({ english, fields, problems, ...rest }: FieldGroupsProps) {
  const groups = new Map<string, { id?: string; fields: { field: TranslationField; label: string }[] }>();
  for (const field of fields) {
    const segments = segmentsOf(field.path);
    const [group, ...label] = describePath(english, segments).split(' › ');
    const entry = groups.get(group) ?? { id: segments[0] === 'blocks' ? `translation-block-${segments[1]}` : undefined, fields: [] };
    entry.fields.push({ field, label: label.join(' › ') || group });
    groups.set(group, entry);
  }
  return (
    <>
      {[...groups].map(([name, group]) => (
        <ui.Group key={name} id={group.id}>
          <legend>{name}</legend>
          {group.fields.map(({ field, label }) => (
            <TranslationInput key={field.path} field={field} label={label} problems={problems.get(field.path)} {...rest} />
          ))}
        </ui.Group>
      ))}
    </>
  );
}

const Source = styled.div`
  margin: 0 0 0.4rem;
  padding: 0.4rem 0.6rem;
  border-left: 3px solid ${({ theme }) => theme.color.line};
  background: #f1f5f9;
  font-size: ${({ theme }) => theme.size.sm};
  overflow-wrap: anywhere;
  white-space: pre-wrap;
  p {
    margin: 0;
  }
  strong {
    font-size: ${({ theme }) => theme.size.xs};
    letter-spacing: 0.02em;
    text-transform: uppercase;
  }
  del {
    color: #7f1d1d;
  }
  ins {
    text-decoration: none;
    background: #dcfce7;
    color: #14532d;
  }
`;

const State = styled.span`
  flex: none;
  padding: 0.05rem 0.45rem;
  border: 1px solid currentColor;
  border-radius: 999px;
  font-size: ${({ theme }) => theme.size.xs};
  font-weight: 600;
  &[data-state='translated'] {
    color: #166534;
  }
  &[data-state='missing'] {
    color: #475569;
  }
  &[data-state='stale'] {
    color: #92400e;
    background: #fffbeb;
  }
`;

interface TranslationInputProps extends Omit<FieldGroupsProps, 'english' | 'fields' | 'problems'> {
  field: TranslationField;
  label: string;
  problems: ApiProblem[] | undefined;
}

/** One field: its English, read-only, its state in words, and its translation. Memoised: typing redraws one field. */
const TranslationInput = memo(TranslationInputOf, (before, after) =>
  (Object.keys(after) as (keyof TranslationInputProps)[]).every((key) =>
    key === 'field' ? (Object.keys(after.field) as (keyof TranslationField)[]).every((name) => before.field[name] === after.field[name]) : Object.is(before[key], after[key]),
  ),
);

function TranslationInputOf({ field, label, code, languageName, problems, onTranslate, onReview }: TranslationInputProps) {
  const id = fieldId(field.path);
  // A stale or missing entry is said by its state already; the checker's other problems (a rule the words break) show.
  const shownProblems = problems?.filter((problem) => problem.severity === 'error' || field.state === 'translated');
  const describedBy = [`${id}-en`, `${id}-state`, field.state === 'stale' ? `${id}-was` : '', shownProblems?.length ? `${id}-problems` : ''].filter(Boolean).join(' ');
  return (
    <ui.Field data-state={field.state}>
      <ui.LabelRow>
        <label htmlFor={id}>
          {label}
          <ui.Hidden> ({languageName})</ui.Hidden>
        </label>
        <State id={`${id}-state`} data-state={field.state}>
          {STATE_WORDS[field.state]}
        </State>
      </ui.LabelRow>
      <Source>
        <p id={`${id}-en`}>
          <strong>{field.state === 'stale' ? 'English now' : 'English'}:</strong>{' '}
          {field.state === 'stale' ? <ins lang="en">{field.english}</ins> : <span lang="en">{field.english}</span>}
        </p>
        {field.state === 'stale' && (
          <p id={`${id}-was`}>
            <strong>Translated from:</strong> <del lang="en">{field.translatedFrom}</del>
          </p>
        )}
      </Source>
      <textarea
        id={id}
        lang={code}
        value={field.text}
        rows={Math.min(10, Math.max(1, Math.ceil(Math.max(field.text.length, field.english.length) / 56)))}
        aria-describedby={describedBy}
        aria-invalid={shownProblems?.some((problem) => problem.severity === 'error') || undefined}
        onChange={(event) => onTranslate(field, event.target.value)}
      />
      {field.state === 'stale' && (
        <ui.ButtonRow>
          <SmallButton
            type="button"
            aria-describedby={`${id}-was`}
            onClick={() => {
              onReview(field);
              // The button goes with the stale mark: focus stays on the field rather than falling to the page.
              requestAnimationFrame(() => document.getElementById(id)?.focus());
            }}
          >
            Mark as reviewed
          </SmallButton>
        </ui.ButtonRow>
      )}
      <FieldProblems problems={shownProblems} id={`${id}-problems`} />
    </ui.Field>
  );
}
