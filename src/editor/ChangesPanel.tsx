/**
 * The page file's changes against git's HEAD, each changed value before and after in the form's words, with the raw
 * diff a click away; and a commit of them with a message.
 */
import { memo, useEffect, useId, useState, type FormEvent } from 'react';
import styled from 'styled-components';
import { parse, stringify } from 'yaml';
import { api } from './api';
import { valueAt, type Data } from './editModel';
import { layout } from './layout';
import { changedPaths } from './merge';
import { Button, mono } from './styles';
import { describePath } from './words';

const Values = styled.table`
  width: 100%;
  margin-top: 0.75rem;
  border-collapse: collapse;
  table-layout: fixed;
  font-size: ${({ theme }) => theme.size.xs};
  th,
  td {
    padding: 0.4rem;
    border-top: 1px solid ${({ theme }) => theme.color.line};
    text-align: left;
    vertical-align: top;
    overflow-wrap: anywhere;
  }
  thead th {
    border-top: 0;
  }
  pre {
    max-height: 10rem;
    margin: 0;
    overflow-y: auto;
    font-family: inherit;
    white-space: pre-wrap;
  }
  td:nth-child(2) pre {
    color: #991b1b;
  }
  td:nth-child(3) pre {
    color: #166534;
  }
`;

const RawDiff = styled.details`
  margin-top: 0.75rem;
  summary {
    font-size: ${({ theme }) => theme.size.sm};
    font-weight: 600;
  }
`;

interface ValueChange {
  where: string;
  before: string;
  after: string;
}

const shown = (value: Data | undefined) => (value === undefined ? '(none)' : stringify(value).trimEnd());

/** Each value that differs between the two texts, named as the form names it; none when either cannot be read. */
function valueChanges(before: string | null, after: string | null): ValueChange[] | null {
  try {
    const [old, now] = [before === null ? {} : (parse(before) as Data), after === null ? {} : (parse(after) as Data)];
    return changedPaths(old, now).map((path) => ({ where: describePath(now, path), before: shown(valueAt(old, path)), after: shown(valueAt(now, path)) }));
  } catch {
    return null;
  }
}

const Diff = styled.pre`
  max-height: 22rem;
  margin: 0.75rem 0 0;
  padding: 0.6rem;
  overflow: auto;
  border-radius: 6px;
  background: #0b1026;
  color: #e6e9f5;
  font-family: ${mono};
  font-size: 0.75rem;
  line-height: 1.5;
  .add {
    color: #86efac;
  }
  .remove {
    color: #fca5a5;
  }
`;

const CommitForm = styled.form`
  display: grid;
  gap: 0.4rem;
  margin-top: 0.75rem;
  label {
    font-size: ${({ theme }) => theme.size.sm};
    font-weight: 600;
  }
  input {
    min-height: 38px;
    padding: 0.4rem 0.6rem;
    border: 1px solid #94a3b8;
    border-radius: 6px;
    font: inherit;
  }
  button {
    justify-self: start;
  }
`;

export function ColouredDiff({ text, label }: { text: string; label: string }) {
  return (
    <Diff tabIndex={0} aria-label={label}>
      {text.split('\n').map((line, index) => (
        <span key={index} className={/^\+(?!\+\+)/.test(line) ? 'add' : /^-(?!--)/.test(line) ? 'remove' : undefined}>
          {line}
          {'\n'}
        </span>
      ))}
    </Diff>
  );
}

/** Memoised: its diff, however long, is not drawn again on every keystroke in the form. */
export const ChangesPanel = memo(function ChangesPanel({ file, savedAt }: { file: string; savedAt: number }) {
  const [open, setOpen] = useState(false);
  const [diff, setDiff] = useState<string | null>(null);
  const [changes, setChanges] = useState<ValueChange[] | null>(null);
  const [error, setError] = useState('');
  const [message, setMessage] = useState('');
  const [result, setResult] = useState('');
  const messageId = useId();

  const refresh = () =>
    api.diff(file).then(
      (answer) => {
        setDiff(answer.diff);
        setChanges(valueChanges(answer.before, answer.after));
        setError('');
      },
      (reason: Error) => setError(reason.message),
    );
  useEffect(() => {
    if (open) void refresh();
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [open, savedAt, file]);

  const commit = async (event: FormEvent) => {
    event.preventDefault();
    setResult('');
    try {
      const answer = await api.commit(file, message);
      setResult(`Committed ${answer.commit.slice(0, 8)}.`);
      setMessage('');
      await refresh();
    } catch (reason) {
      setError(reason instanceof Error ? reason.message : String(reason));
    }
  };

  return (
    <layout.Panel aria-labelledby="changes-title">
      <details open={open} onToggle={(event) => setOpen(event.currentTarget.open)}>
        <summary>
          <h2 id="changes-title">Changes since the last commit</h2>
        </summary>
        {error && (
          <p role="alert">
            {/not a git repository|Could not access 'HEAD'/i.test(error) && 'The pages folder is not in a git repository (or it has no commit yet), so there are no changes to show or commit. '}
            {error}
          </p>
        )}
        {diff === '' && <p>The saved file is the same as in git's last commit.</p>}
        {diff && changes && (
          <Values aria-label={`Changed values in ${file}`}>
            <thead>
              <tr>
                <th scope="col">Value</th>
                <th scope="col">Before</th>
                <th scope="col">After</th>
              </tr>
            </thead>
            <tbody>
              {changes.map((change, index) => (
                <tr key={index}>
                  <th scope="row">{change.where}</th>
                  <td>
                    <pre>{change.before}</pre>
                  </td>
                  <td>
                    <pre>{change.after}</pre>
                  </td>
                </tr>
              ))}
            </tbody>
          </Values>
        )}
        {diff && (
          <RawDiff open={!changes}>
            <summary>The raw changes (git diff)</summary>
            <ColouredDiff text={diff} label={`Changes to ${file}`} />
          </RawDiff>
        )}
        {diff && (
          <CommitForm onSubmit={commit}>
            <label htmlFor={messageId}>Commit message</label>
            <input id={messageId} value={message} onChange={(event) => setMessage(event.target.value)} placeholder="Say what changed and why" required />
            <Button type="submit">Commit {file.replace(/^.*\//, '')}</Button>
          </CommitForm>
        )}
        <p role="status">{result}</p>
      </details>
    </layout.Panel>
  );
});
