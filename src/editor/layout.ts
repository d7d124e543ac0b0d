/**
 * The editor's page layout: a bar on top, then the form and the preview side by side; on a phone, one of the two at
 * a time, as the Form / Preview switch says.
 */
import styled from 'styled-components';
import { mono } from './styles';

const WIDE = '@media (min-width: 1000px)';
const NARROW = '@media (max-width: 999.98px)';
const HEADER = '60px';

export const layout = {
  Header: styled.header`
    position: sticky;
    top: 0;
    z-index: 20;
    display: flex;
    flex-wrap: wrap;
    align-items: center;
    justify-content: space-between;
    gap: 0.5rem 1rem;
    min-height: ${HEADER};
    padding: 0.5rem 1rem;
    border-bottom: 1px solid ${({ theme }) => theme.color.line};
    background: #fff;
    box-shadow: 0 1px 3px rgba(15, 23, 42, 0.06);
    /* On a phone the bar stays in view while taking little of it: one line for the file, one for the tools. */
    ${NARROW} {
      gap: 0.3rem;
      min-height: 0;
      padding: 0.35rem 0.75rem;
    }
  `,
  Title: styled.div`
    display: flex;
    align-items: baseline;
    flex-wrap: wrap;
    gap: 0.25rem 1rem;
    min-width: 0;
    font-size: ${({ theme }) => theme.size.sm};
    h1 {
      font-family: ${mono};
      font-size: ${({ theme }) => theme.size.sm};
      font-weight: 700;
      letter-spacing: 0;
      overflow-wrap: anywhere;
    }
    h1 span {
      font-weight: 400;
      color: ${({ theme }) => theme.color.muted};
    }
    ${NARROW} {
      font-size: ${({ theme }) => theme.size.xs};
      /* The file's name takes a line of its own, under All pages and the language. */
      h1 {
        order: 1;
        flex-basis: 100%;
        font-size: ${({ theme }) => theme.size.xs};
      }
    }
  `,
  Tools: styled.div`
    display: flex;
    flex-wrap: wrap;
    align-items: center;
    gap: 0.5rem;
    ${NARROW} {
      flex-wrap: nowrap;
      width: 100%;
      gap: 0.35rem;
      button {
        min-height: 34px;
        padding: 0.2rem 0.6rem;
      }
      p {
        flex: 1;
        min-width: 0;
        line-height: 1.25;
      }
    }
  `,
  Status: styled.p`
    min-width: 9rem;
    margin: 0;
    font-size: ${({ theme }) => theme.size.xs};
    color: ${({ theme }) => theme.color.muted};
    max-width: 24rem;
    &[data-state='saved'] {
      color: ${({ theme }) => theme.color.success};
      font-weight: 600;
    }
    &[data-state='refused'] {
      color: ${({ theme }) => theme.color.danger};
      font-weight: 600;
    }
  `,
  /** Form or Preview, on a phone, as the bar's last line; a wide screen shows both and no switch. */
  ViewSwitch: styled.div`
    display: flex;
    flex-basis: 100%;
    gap: 0.25rem;
    ${WIDE} {
      display: none;
    }
    button {
      flex: 1;
      min-height: 34px;
      padding-block: 0.2rem;
    }
    button[aria-pressed='true'],
    button[aria-pressed='true']:hover {
      background: ${({ theme }) => theme.color.brand};
      color: #fff;
    }
  `,
  Columns: styled.main`
    display: grid;
    grid-template-columns: minmax(0, 1fr);
    ${NARROW} {
      &[data-view='form'] > :last-child,
      &[data-view='preview'] > :first-child {
        display: none;
      }
    }
    ${WIDE} {
      grid-template-columns: minmax(400px, 34%) minmax(0, 1fr);
      height: calc(100vh - ${HEADER});
    }
  `,
  FormColumn: styled.section`
    padding: 1rem;
    background: #fbfbfd;
    ${WIDE} {
      overflow-y: auto;
      border-right: 1px solid ${({ theme }) => theme.color.line};
    }
  `,
  PreviewColumn: styled.section`
    min-width: 0;
    border-top: 6px solid ${({ theme }) => theme.color.brandSoft};
    background: ${({ theme }) => theme.color.surface};
    ${WIDE} {
      overflow-y: auto;
      border-top: 0;
    }
  `,
  Panel: styled.section`
    margin-top: 1rem;
    padding: 0.85rem 1rem 1rem;
    border: 1px solid ${({ theme }) => theme.color.line};
    border-radius: 10px;
    background: #fff;
    h2 {
      font-size: ${({ theme }) => theme.size.md};
      letter-spacing: 0;
    }
    summary {
      cursor: pointer;
    }
    summary h2 {
      display: inline;
    }
  `,
  Summary: styled.section`
    padding: 0.6rem 0.85rem;
    border-radius: 10px;
    font-size: ${({ theme }) => theme.size.sm};
    background: #f1f5f9;
    &[data-state='clean'] {
      background: #f0fdf4;
      color: #166534;
    }
    &[data-state='errors'] {
      background: #fff;
      border: 2px solid ${({ theme }) => theme.color.danger};
    }
    &[data-state='warnings'] {
      background: #fff;
      border: 2px solid ${({ theme }) => theme.color.warning};
    }
    h2 {
      font-size: ${({ theme }) => theme.size.sm};
      letter-spacing: 0;
    }
    code {
      font-family: ${mono};
    }
  `,
  LinkButton: styled.button`
    padding: 0;
    border: 0;
    background: none;
    color: inherit;
    font: inherit;
    font-family: ${mono};
    font-weight: 700;
    text-decoration: underline;
    cursor: pointer;
  `,
  Alert: styled.div`
    margin-bottom: 1rem;
    padding: 0.6rem 0.85rem;
    border-radius: 10px;
    border: 2px solid ${({ theme }) => theme.color.danger};
    background: #fef2f2;
    color: #7f1d1d;
    font-size: ${({ theme }) => theme.size.sm};
  `,
  BlockItems: styled.ol`
    margin: 0.75rem 0 0;
    padding: 0;
    list-style: none;
    > li {
      border: 1px solid ${({ theme }) => theme.color.line};
      border-radius: 8px;
      background: #fff;
    }
    > li + li {
      margin-top: 0.4rem;
    }
    > li[data-selected] {
      border-color: ${({ theme }) => theme.color.brand};
      box-shadow: 0 0 0 1px ${({ theme }) => theme.color.brand};
    }
    > li[data-dragging] {
      opacity: 0.5;
    }
  `,
  BlockRow: styled.div`
    display: flex;
    flex-wrap: wrap;
    align-items: center;
    gap: 0.35rem;
    padding: 0.35rem 0.5rem;
  `,
  Grip: styled.span`
    padding: 0.2rem;
    color: #64748b;
    cursor: grab;
    user-select: none;
  `,
  BlockToggle: styled.button`
    flex: 1 1 10rem;
    min-width: 0;
    min-height: 36px;
    padding: 0.25rem 0.4rem;
    border: 0;
    border-radius: 6px;
    background: none;
    color: ${({ theme }) => theme.color.ink};
    font: inherit;
    font-size: ${({ theme }) => theme.size.sm};
    text-align: left;
    overflow-wrap: anywhere;
    cursor: pointer;
    &:hover {
      background: ${({ theme }) => theme.color.brandSoft};
    }
    strong {
      font-weight: 700;
      color: ${({ theme }) => theme.color.brand};
    }
    span {
      color: ${({ theme }) => theme.color.muted};
    }
  `,
  BlockTools: styled.div`
    display: flex;
    gap: 0.25rem;
    button {
      min-width: 30px;
    }
  `,
  BlockForm: styled.div`
    padding: 0 0.85rem 0.85rem;
    > p {
      margin: 0;
      font-size: ${({ theme }) => theme.size.xs};
      color: ${({ theme }) => theme.color.muted};
    }
  `,
  AddBlock: styled.form`
    display: flex;
    flex-wrap: wrap;
    align-items: center;
    gap: 0.5rem;
    margin-top: 0.85rem;
    label {
      font-size: ${({ theme }) => theme.size.sm};
      font-weight: 600;
    }
    select {
      min-height: 38px;
      padding: 0.3rem 0.5rem;
      border: 1px solid #94a3b8;
      border-radius: 6px;
      font: inherit;
    }
  `,
  Offer: styled.section`
    margin: 1rem 1rem 0;
    padding: 0.85rem 1rem;
    border: 2px solid ${({ theme }) => theme.color.brand};
    border-radius: 10px;
    background: ${({ theme }) => theme.color.brandSoft};
    h2 {
      font-size: ${({ theme }) => theme.size.md};
      letter-spacing: 0;
    }
    p {
      display: flex;
      flex-wrap: wrap;
      gap: 0.5rem;
      margin: 0.5rem 0 0;
    }
  `,
  Hint: styled.section`
    margin-bottom: 1rem;
    padding: 0.75rem 0.85rem;
    border-left: 4px solid ${({ theme }) => theme.color.brand};
    border-radius: 6px;
    background: ${({ theme }) => theme.color.brandSoft};
    font-size: ${({ theme }) => theme.size.sm};
    h2 {
      font-size: ${({ theme }) => theme.size.md};
      letter-spacing: 0;
    }
    p {
      margin: 0.35rem 0 0.5rem;
    }
  `,
  Message: styled.div`
    max-width: 40rem;
    margin: 4rem auto;
    padding: 0 1rem;
  `,
};
