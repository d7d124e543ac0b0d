/**
 * A save that met changes made on disk meanwhile, to values the author changed too: each such value side by side,
 * the file's and the author's, to choose between; every other change of both sides is merged without asking.
 */
import { useEffect, useRef } from 'react';
import styled from 'styled-components';
import { stringify } from 'yaml';
import type { Data } from './editModel';
import type { Choice, Conflict } from './merge';
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
  fieldset {
    min-width: 0;
    margin: 1rem 0 0;
    padding: 0.75rem;
    border: 1px solid ${({ theme }) => theme.color.line};
    border-radius: 8px;
    background: #fff;
  }
  legend {
    padding: 0 0.25rem;
    font-weight: 700;
  }
`;

const Sides = styled.div`
  display: grid;
  grid-template-columns: minmax(0, 1fr);
  gap: 0.75rem;
  @media (min-width: 700px) {
    grid-template-columns: minmax(0, 1fr) minmax(0, 1fr);
  }
  h3 {
    font-size: ${({ theme }) => theme.size.sm};
    letter-spacing: 0;
  }
  pre {
    max-height: 16rem;
    margin: 0.35rem 0 0.5rem;
    padding: 0.6rem;
    overflow-y: auto;
    border: 1px solid ${({ theme }) => theme.color.line};
    border-radius: 6px;
    background: ${({ theme }) => theme.color.subtle};
    font-family: ${mono};
    font-size: 0.8rem;
    line-height: 1.5;
    white-space: pre-wrap;
    overflow-wrap: anywhere;
  }
  label {
    display: flex;
    align-items: center;
    gap: 0.4rem;
    font-weight: 600;
  }
  input {
    width: 18px;
    height: 18px;
    accent-color: ${({ theme }) => theme.color.brand};
  }
`;

const Actions = styled.p`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: 0.5rem;
  margin: 1rem 0 0;
`;

const shown = (value: Data | undefined) => (value === undefined ? '(removed)' : stringify(value).trimEnd());

interface ConflictViewProps {
  conflicts: Conflict[];
  /** The name the form gives the value a conflict is about. */
  nameOf(conflict: Conflict): string;
  choices: ReadonlyMap<number, Choice>;
  onChoose(index: number, choice: Choice): void;
  onSave(): void;
  onReload(): void;
  onKeep(): void;
}

export function ConflictView({ conflicts, nameOf, choices, onChoose, onSave, onReload, onKeep }: ConflictViewProps) {
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => heading.current?.focus(), []);
  const left = conflicts.filter((conflict) => !choices.has(conflict.index)).length;
  const count = conflicts.length;
  return (
    <Box aria-labelledby="conflict-title">
      <h2 id="conflict-title" tabIndex={-1} ref={heading}>
        Not saved yet: {count === 1 ? 'one value was' : `${count} values were`} changed on disk too
      </h2>
      <p>
        Someone or something else changed the file after you opened it. Their other changes and yours are merged. For{' '}
        {count === 1 ? 'this value' : 'each value below'}, choose which version to keep, then save.
      </p>
      {conflicts.map((conflict) => {
        const name = `conflict-${conflict.index}`;
        return (
          <fieldset key={conflict.index}>
            <legend>{nameOf(conflict)}</legend>
            <Sides>
              <div>
                <h3 id={`${name}-disk`}>On disk now</h3>
                <pre tabIndex={0} aria-labelledby={`${name}-disk`}>{shown(conflict.disk)}</pre>
                <label>
                  <input type="radio" name={name} checked={choices.get(conflict.index) === 'disk'} onChange={() => onChoose(conflict.index, 'disk')} />
                  Keep the version on disk
                </label>
              </div>
              <div>
                <h3 id={`${name}-mine`}>Yours</h3>
                <pre tabIndex={0} aria-labelledby={`${name}-mine`}>{shown(conflict.mine)}</pre>
                <label>
                  <input type="radio" name={name} checked={choices.get(conflict.index) === 'mine'} onChange={() => onChoose(conflict.index, 'mine')} />
                  Keep yours
                </label>
              </div>
            </Sides>
          </fieldset>
        );
      })}
      <Actions>
        <Button type="button" data-primary onClick={onSave} disabled={left > 0} aria-describedby="conflict-left">
          Save with these choices
        </Button>
        <Button type="button" onClick={onKeep}>
          Keep editing
        </Button>
        <Button type="button" data-danger onClick={onReload}>
          Reload from disk (discard my edits)
        </Button>
        <span id="conflict-left">{left > 0 ? `Choose a version for ${left === 1 ? 'one more value' : `${left} more values`}.` : 'Ready to save.'}</span>
      </Actions>
    </Box>
  );
}
