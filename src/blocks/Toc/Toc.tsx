import { useLanguage, useLangOf } from '../../i18n/language';
import styled from 'styled-components';
import { useCurrentPage } from '../../app/PageContext';
import type { TocBlock } from '../../generated/schema-types';
import { sectionsOf } from '../registry';
import { Container } from '../../ui/layout';

const Nav = styled.nav`
  margin-top: ${({ theme }) => theme.space.xl};
  padding: ${({ theme }) => theme.space.lg};
  border: 1px solid ${({ theme }) => theme.color.line};
  border-radius: ${({ theme }) => theme.radius.md};
  background: ${({ theme }) => theme.color.subtle};
  h2 {
    font-size: ${({ theme }) => theme.size.lg};
    margin-bottom: ${({ theme }) => theme.space.md};
  }
  ol {
    margin: 0;
    padding-left: 1.4em;
    display: grid;
    gap: 0.35rem;
    font-size: ${({ theme }) => theme.size.sm};
  }
`;

/** Lists the page's sections (the h2 headings of its prose blocks), linking to each. */
export default function Toc({ id, title }: TocBlock) {
  const langOf = useLangOf();
  const { doc } = useCurrentPage();
  const { strings } = useLanguage();
  const headings = doc.blocks.flatMap(sectionsOf).filter((heading) => heading.level === 2);
  if (headings.length === 0) return null;
  return (
    <Container $narrow>
      <Nav id={id} aria-labelledby={`${id ?? 'toc'}-title`}>
        <h2 id={`${id ?? 'toc'}-title`}>{title ?? strings.articles.contents}</h2>
        <ol>
          {headings.map((heading) => (
            <li key={heading.id}>
              <a href={`#${heading.id}`} lang={langOf(heading.text)}>{heading.text}</a>
            </li>
          ))}
        </ol>
      </Nav>
    </Container>
  );
}
