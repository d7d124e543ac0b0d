/** The editor's own interface: compact controls in the site's colours, apart from the preview, which is the site's. */
import styled, { css } from 'styled-components';
import { visuallyHidden } from '../ui/layout';

export const mono = `ui-monospace, 'SFMono-Regular', Menlo, Consolas, monospace`;

const control = css`
  width: 100%;
  min-height: 38px;
  padding: 0.45rem 0.6rem;
  border: 1px solid #94a3b8;
  border-radius: 6px;
  background: #fff;
  color: ${({ theme }) => theme.color.ink};
  font: inherit;
  font-size: ${({ theme }) => theme.size.sm};
  &[aria-invalid='true'] {
    border-color: ${({ theme }) => theme.color.danger};
    box-shadow: inset 3px 0 0 ${({ theme }) => theme.color.danger};
  }
`;

export const Button = styled.button`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  gap: 0.35rem;
  min-height: 38px;
  padding: 0.4rem 0.9rem;
  border: 1px solid ${({ theme }) => theme.color.brand};
  border-radius: 8px;
  background: #fff;
  color: ${({ theme }) => theme.color.brand};
  font: inherit;
  font-size: ${({ theme }) => theme.size.sm};
  font-weight: 600;
  white-space: nowrap;
  cursor: pointer;
  &:hover:not(:disabled) {
    background: ${({ theme }) => theme.color.brandSoft};
  }
  &:disabled {
    border-color: #cbd5e1;
    color: #64748b;
    cursor: not-allowed;
  }
  &[data-primary] {
    background: ${({ theme }) => theme.color.brand};
    color: #fff;
  }
  &[data-primary]:hover:not(:disabled) {
    background: ${({ theme }) => theme.color.brandStrong};
  }
  &[data-primary]:disabled {
    background: #e2e8f0;
    color: #475569;
  }
  &[data-danger] {
    border-color: ${({ theme }) => theme.color.danger};
    color: ${({ theme }) => theme.color.danger};
  }
`;

export const SmallButton = styled(Button)`
  min-height: 30px;
  padding: 0.2rem 0.55rem;
  font-size: ${({ theme }) => theme.size.xs};
  font-weight: 550;
`;

export const ProblemList = styled.ul`
  margin: 0.35rem 0 0;
  padding: 0;
  list-style: none;
  font-size: ${({ theme }) => theme.size.xs};
  li {
    padding: 0.3rem 0.5rem;
    border-radius: 4px;
    background: #fef2f2;
    color: #991b1b;
  }
  li[data-severity='warning'] {
    background: #fffbeb;
    color: #92400e;
  }
  li + li {
    margin-top: 0.25rem;
  }
`;

/** The parts of a form, kept under one name so the form reads as a form. */
export const ui = {
  Field: styled.div`
    margin-top: 0.85rem;
    input:not([type='checkbox']),
    select,
    textarea {
      ${control}
    }
    textarea {
      resize: vertical;
      line-height: 1.5;
    }
    input[type='checkbox'] {
      width: 20px;
      height: 20px;
      accent-color: ${({ theme }) => theme.color.brand};
    }
  `,
  LabelRow: styled.div`
    display: flex;
    align-items: center;
    justify-content: space-between;
    gap: 0.5rem;
    margin-bottom: 0.3rem;
    label {
      font-size: ${({ theme }) => theme.size.sm};
      font-weight: 600;
      color: ${({ theme }) => theme.color.ink};
    }
  `,
  Required: styled.span`
    color: ${({ theme }) => theme.color.danger};
  `,
  Hint: styled.span`
    font-weight: 400;
    color: ${({ theme }) => theme.color.muted};
  `,
  Help: styled.p`
    margin: 0.3rem 0 0;
    font-size: ${({ theme }) => theme.size.xs};
    line-height: 1.45;
    color: ${({ theme }) => theme.color.muted};
  `,
  Group: styled.fieldset`
    margin: 0.85rem 0 0;
    padding: 0.5rem 0.85rem 0.85rem;
    border: 1px solid ${({ theme }) => theme.color.line};
    border-radius: 8px;
    background: rgba(246, 247, 251, 0.6);
    legend {
      padding: 0 0.35rem;
      font-size: ${({ theme }) => theme.size.sm};
      font-weight: 700;
      color: ${({ theme }) => theme.color.ink};
    }
  `,
  Items: styled.ol`
    margin: 0;
    padding: 0;
    list-style: none;
    > li {
      padding-bottom: 0.6rem;
      border-bottom: 1px dashed ${({ theme }) => theme.color.line};
    }
    /* A long article's prose has dozens of items: the browser lays out and paints only those in view while the
       author types. Only there: an item not laid out yet takes a guessed height, and takes its own as it comes into
       view, which moves everything below it, the button under the pointer included. The containment that comes with
       it would clip a focused field's outline (3px, offset 3px). */
    &[data-long] > li {
      content-visibility: auto;
      contain-intrinsic-size: auto 160px;
      overflow-clip-margin: 8px;
    }
  `,
  ItemTools: styled.div`
    display: flex;
    flex-wrap: wrap;
    gap: 0.35rem;
    margin-top: 0.45rem;
  `,
  ButtonRow: styled.div`
    display: flex;
    flex-wrap: wrap;
    gap: 0.5rem;
    margin-top: 0.75rem;
  `,
  AddRow: styled.div`
    display: grid;
    gap: 0.3rem;
    margin-top: 0.85rem;
    label {
      font-size: ${({ theme }) => theme.size.xs};
      color: ${({ theme }) => theme.color.muted};
    }
    select {
      ${control}
      min-height: 34px;
    }
  `,
  Hidden: styled.span`
    ${visuallyHidden}
  `,
};
