/**
 * A form built from a JSON Schema: a label and the schema's description for every field, a select for a list of
 * allowed values, suggestions for links and pictures, and lists whose items can be added, removed and reordered.
 * Every change is one yamlEdit operation on the field's path.
 */
import { createContext, memo, useContext, type ReactNode } from 'react';
import { formatPath, type Segment } from '../content/problems';
import type { FieldSchema } from '../content/schemaFields';
import type { YamlEdit } from '../content/yamlEdit';
import type { ApiProblem } from './api';
import type { Data } from './editModel';
import { fieldKind, newValue, resolve } from './schema';
import { ProblemList, SmallButton, ui } from './styles';
import { fieldLabel } from './words';

export interface FormContextValue {
  edit(edit: YamlEdit): void;
  /** This page's problems by path, `blocks[3].cta.href`. */
  problems: ReadonlyMap<string, ApiProblem[]>;
  /** The ids of the datalists of link and picture suggestions. */
  linkList: string;
  pictureList: string;
  /** Says what an action did, for screen readers (a live region). */
  announce(message: string): void;
}

export const FormContext = createContext<FormContextValue | null>(null);

export const useForm = () => useContext(FormContext)!;

/** The id of a field's control: the problems summary links to it. */
export const fieldId = (path: string) => `field-${path.replace(/[^a-zA-Z0-9_-]/g, '_')}`;

interface FieldProps {
  name: string;
  label?: string;
  segments: Segment[];
  schema: FieldSchema;
  value: Data | undefined;
  required: boolean;
}

/** The same props, `segments` compared as a path: a parent builds the segments anew each time it draws. */
function sameProps<Props extends { segments: Segment[] }>(before: Props, after: Props): boolean {
  const keys = Object.keys(after) as (keyof Props)[];
  return (
    keys.length === Object.keys(before).length &&
    keys.every((key) => (key === 'segments' ? formatPath(before.segments) === formatPath(after.segments) : Object.is(before[key], after[key])))
  );
}

/**
 * A field of any kind. Memoised, with its path compared by value: an edit changes only the values on its path, so
 * every other field of a long article is skipped while the author types.
 */
export const Field = memo(FieldOfKind, sameProps);

function FieldOfKind({ name, label: given, segments, schema, value, required }: FieldProps) {
  const label = given ?? fieldLabel(name, schema);
  const path = formatPath(segments);
  const kind = fieldKind(name, schema, value);
  if (kind === 'fixed') return null;
  if (kind === 'object') return <ObjectField name={name} label={label} segments={segments} schema={schema} value={value} required={required} />;
  if (kind === 'list') return <ListField name={name} label={label} segments={segments} schema={schema} value={value} required={required} />;
  return <ScalarField kind={kind} label={label} path={path} schema={schema} value={value} required={required} />;
}

function Problems({ path, id }: { path: string; id?: string }) {
  return <FieldProblems problems={useForm().problems.get(path)} id={id} />;
}

/** A field's problems, each saying whether it is an error or a warning. */
export function FieldProblems({ problems, id }: { problems: readonly ApiProblem[] | undefined; id?: string }) {
  if (!problems || problems.length === 0) return null;
  return (
    <ProblemList id={id}>
      {problems.map((problem, index) => (
        <li key={index} data-severity={problem.severity}>
          <strong>{problem.severity === 'error' ? 'Error' : 'Warning'}:</strong> {problem.message}
        </li>
      ))}
    </ProblemList>
  );
}

function ScalarField({ kind, label, path, schema, value, required }: { kind: string; label: string; path: string; schema: FieldSchema; value: Data | undefined; required: boolean }) {
  const { edit, problems, linkList, pictureList } = useForm();
  const field = resolve(schema);
  const id = fieldId(path);
  const helpId = `${id}-help`;
  const problemsId = `${id}-problems`;
  const hasProblems = problems.has(path);
  const describedBy = [field.description ? helpId : '', hasProblems ? problemsId : ''].filter(Boolean).join(' ') || undefined;
  const set = (next: Data) => edit({ op: 'set', path, value: next });
  const common = {
    id,
    'aria-describedby': describedBy,
    'aria-invalid': problems.get(path)?.some((problem) => problem.severity === 'error') || undefined,
    'data-path': path,
  };
  const text = value === undefined || value === null ? '' : String(value);
  let control: ReactNode;
  if (kind === 'choice') {
    control = (
      <select {...common} value={text} onChange={(event) => set(field.enum!.find((option) => String(option) === event.target.value) as Data)}>
        {!field.enum!.some((option) => String(option) === text) && <option value={text}>{text || '(none)'}</option>}
        {field.enum!.map((option) => (
          <option key={String(option)} value={String(option)}>
            {String(option)}
          </option>
        ))}
      </select>
    );
  } else if (kind === 'boolean') {
    control = <input {...common} type="checkbox" checked={value === true} onChange={(event) => set(event.target.checked)} />;
  } else if (kind === 'number') {
    control = (
      <input
        {...common}
        type="number"
        value={text}
        min={field.minimum}
        max={field.maximum}
        onChange={(event) => event.target.value !== '' && set(Number(event.target.value))}
      />
    );
  } else if (kind === 'longText') {
    control = <textarea {...common} value={text} rows={Math.min(12, Math.max(3, Math.ceil(text.length / 56)))} onChange={(event) => set(event.target.value)} />;
  } else {
    const list = kind === 'link' ? linkList : kind === 'picture' ? pictureList : undefined;
    control = <input {...common} type="text" value={text} list={list} spellCheck={kind === 'text'} onChange={(event) => set(event.target.value)} />;
  }
  return (
    <ui.Field data-kind={kind}>
      <ui.LabelRow>
        <label htmlFor={id}>
          {label}
          {required && <ui.Required aria-hidden="true"> *</ui.Required>}
          {kind === 'link' && !/\blink\b/i.test(label) && <ui.Hint> (link)</ui.Hint>}
          {kind === 'picture' && <ui.Hint> (picture)</ui.Hint>}
        </label>
        {!required && (
          <SmallButton type="button" onClick={() => edit({ op: 'delete', path })} aria-label={`Remove ${label}`}>
            Remove
          </SmallButton>
        )}
      </ui.LabelRow>
      {control}
      {field.description && <ui.Help id={helpId}>{field.description}</ui.Help>}
      <Problems path={path} id={problemsId} />
    </ui.Field>
  );
}

function ObjectField({ label, segments, schema, value, required }: FieldProps & { label: string }) {
  const { edit } = useForm();
  const field = resolve(schema);
  const path = formatPath(segments);
  const record = (value ?? {}) as Record<string, Data>;
  return (
    <ui.Group>
      <legend>{label}</legend>
      {field.description && <ui.Help>{field.description}</ui.Help>}
      <Problems path={path} />
      <ObjectFields label={label} segments={segments} schema={field} value={record} />
      {!required && segments.length > 1 && (
        <SmallButton type="button" onClick={() => edit({ op: 'delete', path })}>
          Remove {label.toLowerCase()}
        </SmallButton>
      )}
    </ui.Group>
  );
}

/**
 * The fields an object has, in the schema's order, and a choice of the optional ones it does not have yet. `label`
 * names the object as the form shows it ("Hero block 1", "Buttons 2").
 */
export function ObjectFields({ label, segments, schema, value }: { label: string; segments: Segment[]; schema: FieldSchema; value: Record<string, Data> }) {
  const { edit } = useForm();
  const properties = Object.entries(schema.properties ?? {});
  const present = properties.filter(([key]) => value[key] !== undefined);
  const absent = properties.filter(([key, property]) => value[key] === undefined && resolve(property).const === undefined);
  const path = formatPath(segments);
  const addId = fieldId(`${path}.+add`);
  return (
    <>
      {present.map(([key, property]) => (
        <Field key={key} name={key} segments={[...segments, key]} schema={property} value={value[key]} required={schema.required?.includes(key) ?? false} />
      ))}
      {absent.length > 0 && (
        <ui.AddRow>
          <label htmlFor={addId}>Add a field to {label}</label>
          <select
            id={addId}
            value=""
            onChange={(event) => {
              const key = event.target.value;
              if (key) edit({ op: 'set', path: formatPath([...segments, key]), value: newValue(schema.properties![key]) });
            }}
          >
            <option value="">Choose a field…</option>
            {absent.map(([key, property]) => (
              <option key={key} value={key}>
                {fieldLabel(key, property)}
                {schema.required?.includes(key) ? ' (required)' : ''}
              </option>
            ))}
          </select>
        </ui.AddRow>
      )}
    </>
  );
}

/** How many items a list has before the browser lays out only those in view (styles.ts: Items). */
const LONG_LIST = 20;

function ListField({ label, segments, schema, value, required }: FieldProps & { label: string }) {
  const { edit } = useForm();
  const field = resolve(schema);
  const items = Array.isArray(value) ? value : [];
  const path = formatPath(segments);
  const itemSchema = field.items ?? {};
  return (
    <ui.Group>
      <legend>{label}</legend>
      {field.description && <ui.Help>{field.description}</ui.Help>}
      <Problems path={path} />
      <ui.Items data-long={items.length > LONG_LIST || undefined}>
        {items.map((item, index) => (
          <ListItem key={index} listLabel={label} segments={[...segments, index]} schema={itemSchema} value={item} isLast={index === items.length - 1} />
        ))}
      </ui.Items>
      <ui.ButtonRow>
        <SmallButton type="button" onClick={() => edit({ op: 'insert', path: formatPath([...segments, items.length]), value: newValue(itemSchema) })}>
          Add to {label.toLowerCase()}
        </SmallButton>
        {!required && (
          <SmallButton type="button" onClick={() => edit({ op: 'delete', path })}>
            Remove {label.toLowerCase()}
          </SmallButton>
        )}
      </ui.ButtonRow>
    </ui.Group>
  );
}

interface ListItemProps {
  listLabel: string;
  /** The item's path: the list's, then its index. */
  segments: Segment[];
  schema: FieldSchema;
  value: Data;
  isLast: boolean;
}

/**
 * An item of a list with its order buttons. Memoised like Field: typing in one paragraph of a long article redraws
 * that paragraph's item, not the buttons of every other one.
 */
const ListItem = memo(function ListItem({ listLabel, segments, schema, value, isLast }: ListItemProps) {
  const { edit } = useForm();
  const index = segments.at(-1) as number;
  const path = formatPath(segments);
  const label = `${listLabel} ${index + 1}`;
  return (
    <li>
      <Field name={String(index)} label={label} segments={segments} schema={schema} value={value} required />
      <ui.ItemTools role="group" aria-label={`${label}: order`}>
        <SmallButton type="button" disabled={index === 0} onClick={() => edit({ op: 'move', path, to: index - 1 })}>
          Move up<ui.Hidden> {label}</ui.Hidden>
        </SmallButton>
        <SmallButton type="button" disabled={isLast} onClick={() => edit({ op: 'move', path, to: index + 1 })}>
          Move down<ui.Hidden> {label}</ui.Hidden>
        </SmallButton>
        <SmallButton type="button" onClick={() => edit({ op: 'delete', path })}>
          Remove<ui.Hidden> {label}</ui.Hidden>
        </SmallButton>
      </ui.ItemTools>
    </li>
  );
}, sameProps);
