import { memo } from 'react';
import styled from 'styled-components';
import type { ProseBlock, ProseNode } from '../../generated/schema-types';
import { proseHeadings } from '../../lib/prose';
import { InlineText } from '../../ui/InlineText';
import { Container } from '../../ui/layout';
import { useLangOf } from '../../i18n/language';

const Body = styled.div`
  padding: ${({ theme }) => theme.space.xl} 0 ${({ theme }) => theme.space.xxl};
  font-size: ${({ theme }) => theme.size.md};
  color: ${({ theme }) => theme.color.text};
  > * + * {
    margin-top: 1.1em;
  }
  h2 {
    margin-top: 2.2em;
    font-size: ${({ theme }) => theme.size.xl};
  }
  h3 {
    margin-top: 1.8em;
    font-size: ${({ theme }) => theme.size.lg};
  }
  ul,
  ol {
    padding-left: 1.4em;
  }
  li + li {
    margin-top: 0.4em;
  }
  strong {
    color: ${({ theme }) => theme.color.ink};
  }
  blockquote {
    margin-left: 0;
    margin-right: 0;
    padding-left: ${({ theme }) => theme.space.lg};
    border-left: 4px solid ${({ theme }) => theme.color.brand};
    font-size: ${({ theme }) => theme.size.lg};
    color: ${({ theme }) => theme.color.ink};
    footer {
      margin-top: ${({ theme }) => theme.space.sm};
      font-size: ${({ theme }) => theme.size.sm};
      color: ${({ theme }) => theme.color.muted};
    }
  }
`;

const TableWrap = styled.div`
  overflow-x: auto;
  border: 1px solid ${({ theme }) => theme.color.line};
  border-radius: ${({ theme }) => theme.radius.md};
  table {
    width: 100%;
    border-collapse: collapse;
    font-size: ${({ theme }) => theme.size.sm};
  }
  caption {
    padding: ${({ theme }) => theme.space.md};
    text-align: left;
    font-weight: 650;
    color: ${({ theme }) => theme.color.ink};
  }
  th,
  td {
    padding: 0.7rem ${({ theme }) => theme.space.md};
    text-align: left;
    vertical-align: top;
    border-top: 1px solid ${({ theme }) => theme.color.line};
  }
  th {
    background: ${({ theme }) => theme.color.subtle};
    color: ${({ theme }) => theme.color.ink};
  }
`;

const tones = { tip: '#15803d', warning: '#b45309', info: '#4338ca' } as const;

const Callout = styled.aside<{ $tone: keyof typeof tones }>`
  padding: ${({ theme }) => theme.space.md} ${({ theme }) => theme.space.lg};
  border-left: 4px solid ${({ $tone }) => tones[$tone]};
  border-radius: ${({ theme }) => theme.radius.sm};
  background: ${({ theme }) => theme.color.subtle};
  p + p {
    margin-top: ${({ theme }) => theme.space.xs};
  }
  strong:first-child {
    color: ${({ $tone }) => tones[$tone]};
  }
`;

/** Memoised: where a page is drawn again from changed data (the editor's preview), only the nodes that changed redraw. */
const Node = memo(function Node({ node, headingId }: { node: ProseNode; headingId?: string }) {
  const langOf = useLangOf();
  if (node.h2 !== undefined) return <h2 id={headingId} lang={langOf(node.h2)}>{node.h2}</h2>;
  if (node.h3 !== undefined) return <h3 id={headingId} lang={langOf(node.h3)}>{node.h3}</h3>;
  if (node.p !== undefined) return <p><InlineText text={node.p} /></p>;
  if (node.ul) return <ul>{node.ul.map((item, index) => <li key={index}><InlineText text={item} /></li>)}</ul>;
  if (node.ol) return <ol>{node.ol.map((item, index) => <li key={index}><InlineText text={item} /></li>)}</ol>;
  if (node.table) {
    const { caption, head, rows, rowHeaders = false } = node.table;
    return (
      // A wide table scrolls sideways on a phone; keyboard users can scroll it once it has focus.
      <TableWrap tabIndex={0} role="region" aria-label={caption ?? head.join(', ')}>
        <table>
          {caption && <caption lang={langOf(caption)}>{caption}</caption>}
          <thead>
            <tr>{head.map((cell, index) => <th key={index} scope="col"><InlineText text={cell} /></th>)}</tr>
          </thead>
          <tbody>
            {rows.map((row, rowIndex) => (
              <tr key={rowIndex}>
                {row.map((cell, index) =>
                  rowHeaders && index === 0 ? (
                    <th key={index} scope="row"><InlineText text={cell} /></th>
                  ) : (
                    <td key={index}><InlineText text={cell} /></td>
                  ),
                )}
              </tr>
            ))}
          </tbody>
        </table>
      </TableWrap>
    );
  }
  if (node.callout) {
    const { tone = 'info', title, text } = node.callout;
    return (
      <Callout $tone={tone}>
        {title && <p><strong lang={langOf(title)}>{title}</strong></p>}
        <p><InlineText text={text} /></p>
      </Callout>
    );
  }
  if (node.quote) {
    return (
      <blockquote>
        <p lang={langOf(node.quote.text)}>{node.quote.text}</p>
        {node.quote.cite && <footer lang={langOf(node.quote.cite)}>{node.quote.cite}</footer>}
      </blockquote>
    );
  }
  return null;
});

export default function Prose(block: ProseBlock) {
  const headings = proseHeadings(block);
  let headingIndex = 0;
  return (
    <Container $narrow id={block.id}>
      <Body>
        {block.content.map((node, index) => {
          const isHeading = node.h2 !== undefined || node.h3 !== undefined;
          return <Node key={index} node={node} headingId={isHeading ? headings[headingIndex++].id : undefined} />;
        })}
      </Body>
    </Container>
  );
}
