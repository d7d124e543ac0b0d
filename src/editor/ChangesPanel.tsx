/** The page file's changes against git's HEAD, and a commit of them with a message. */
import { memo, useEffect, useId, useState, type FormEvent } from 'react';
import styled from 'styled-components';
import { api } from './api';
import { layout } from './layout';
import { Button, mono } from './styles';

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
  const [error, setError] = useState('');
  const [message, setMessage] = useState('');
  const [result, setResult] = useState('');
  const messageId = useId();

  const refresh = () =>
    api.diff(file).then(
      (answer) => {
        setDiff(answer.diff);
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
        {diff && <ColouredDiff text={diff} label={`Changes to ${file}`} />}
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
