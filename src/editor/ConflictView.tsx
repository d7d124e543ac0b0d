/** A save refused because the file changed on disk: both texts side by side, and what the author can do. */
import styled from 'styled-components';
import { Button, mono } from './styles';

const Box = styled.section`
  margin: 1rem;
  padding: 1rem;
  border: 2px solid ${({ theme }) => theme.color.warning};
  border-radius: 10px;
  background: #fffbeb;
  h2 {
    font-size: ${({ theme }) => theme.size.lg};
    letter-spacing: 0;
  }
`;

const Sides = styled.div`
  display: grid;
  gap: 1rem;
  margin-top: 0.75rem;
  @media (min-width: 900px) {
    grid-template-columns: 1fr 1fr;
  }
  h3 {
    font-size: ${({ theme }) => theme.size.sm};
  }
  pre {
    max-height: 24rem;
    margin: 0.35rem 0 0;
    padding: 0.6rem;
    overflow: auto;
    border: 1px solid ${({ theme }) => theme.color.line};
    border-radius: 6px;
    background: #fff;
    font-family: ${mono};
    font-size: 0.75rem;
    line-height: 1.5;
  }
  mark {
    background: #fde68a;
  }
`;

/** Each text's lines, those that the other text lacks marked. */
function Marked({ text, other }: { text: string; other: string }) {
  const otherLines = new Set(other.split('\n'));
  return text.split('\n').map((line, index) => (
    <span key={index}>
      {otherLines.has(line) ? line : <mark>{line || ' '}</mark>}
      {'\n'}
    </span>
  ));
}

export function ConflictView({ message, diskText, editedText, onReload, onKeep }: { message: string; diskText: string; editedText: string; onReload(): void; onKeep(): void }) {
  return (
    <Box role="alert" aria-labelledby="conflict-title">
      <h2 id="conflict-title">Not saved: the file changed on disk</h2>
      <p>
        {message} Someone or something else wrote it after you opened it. Your edits are still in the form. Compare the two
        versions; to keep both, copy what you need, reload, and make your edits again.
      </p>
      <Sides>
        <div>
          <h3 id="conflict-disk">On disk now</h3>
          <pre tabIndex={0} aria-labelledby="conflict-disk">
            <Marked text={diskText} other={editedText} />
          </pre>
        </div>
        <div>
          <h3 id="conflict-mine">Your edited text</h3>
          <pre tabIndex={0} aria-labelledby="conflict-mine">
            <Marked text={editedText} other={diskText} />
          </pre>
        </div>
      </Sides>
      <p style={{ display: 'flex', flexWrap: 'wrap', gap: '0.5rem', marginTop: '0.75rem' }}>
        <Button type="button" data-danger onClick={onReload}>
          Reload from disk (discard my edits)
        </Button>
        <Button type="button" onClick={onKeep}>
          Keep editing
        </Button>
      </p>
    </Box>
  );
}
