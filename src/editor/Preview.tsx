/**
 * The page as the site shows it, drawn in the browser by the site's own block components (as the block catalogue
 * draws its examples), from the document being edited. Clicking a block selects its form.
 */
import { Component, memo, useDeferredValue, type ReactNode } from 'react';
import styled from 'styled-components';
import { collections } from 'virtual:collections';
import type { PageContextValue } from '../app/PageContext';
import { PageContext } from '../app/PageContext';
import { Placeholder, ThirdPartyPlaceholder } from '../app/Placeholder';
import { renderBlock } from '../app/renderBlock';
import { pageExtras } from '../content/pageExtras';
import type { Block, PageDocument } from '../generated/schema-types';
import { ArticleHeader } from '../layout/ArticleHeader';
import { Breadcrumbs } from '../layout/Breadcrumbs';
import { blockSchemas } from './schema';

/** A part whose fields are not complete yet may not render; the rest of the page still does, and it tries again on a change. */
class Boundary extends Component<{ name: string; watch: unknown; children: ReactNode }, { watched: unknown; message: string | null }> {
  state = { watched: this.props.watch, message: null as string | null };

  static getDerivedStateFromProps(props: { watch: unknown }, state: { watched: unknown }) {
    return props.watch === state.watched ? null : { watched: props.watch, message: null };
  }

  static getDerivedStateFromError(error: unknown) {
    return { message: error instanceof Error ? error.message : String(error) };
  }

  render() {
    if (this.state.message === null) return this.props.children;
    return (
      <Placeholder>
        <p>
          The {this.props.name} cannot be shown until its fields are complete: {this.state.message}
        </p>
      </Placeholder>
    );
  }
}

const Frame = styled.div`
  position: relative;
  cursor: pointer;
  &:hover {
    outline: 2px dashed ${({ theme }) => theme.color.highlight};
    outline-offset: -2px;
  }
  &[data-selected] {
    outline: 3px solid ${({ theme }) => theme.color.brand};
    outline-offset: -3px;
  }
`;

const BlockFrame = memo(function BlockFrame({ block, index, selected, onSelect }: { block: Block; index: number; selected: boolean; onSelect(index: number): void }) {
  return (
    <Frame
      data-preview-block={index}
      data-selected={selected || undefined}
      // The preview is a picture of the page: a click selects the block instead of following a link or submitting.
      onClickCapture={(event) => {
        event.preventDefault();
        event.stopPropagation();
        onSelect(index);
      }}
    >
      {blockSchemas.has(block.type) ? (
        <Boundary name={`${block.type} block`} watch={block}>
          {renderBlock(block, { Placeholder: ThirdPartyPlaceholder })}
        </Boundary>
      ) : (
        <Placeholder>
          <p>The site has no block type "{String(block.type)}", so this block is not shown. Choose its type in its fields.</p>
        </Placeholder>
      )}
    </Frame>
  );
});

interface PreviewProps {
  route: string;
  doc: PageDocument;
  selected: number | null;
  onSelect(index: number): void;
}

export function Preview({ doc, ...rest }: PreviewProps) {
  // The preview follows the form a beat behind while typing, so a keystroke never waits for the page to redraw; only
  // this component and the page below it draw again for the deferred document, not the editor around them.
  const shownDoc = useDeferredValue(doc);
  return <PreviewPage doc={shownDoc} {...rest} />;
}

/** The breadcrumbs and the article's header. Memoised: typing in a block leaves them as they are. */
const PageTop = memo(function PageTop({ breadcrumbs, article, readingMinutes }: Pick<PageDocument, 'breadcrumbs' | 'article'> & { readingMinutes: number }) {
  return (
    <>
      {Array.isArray(breadcrumbs) && <Breadcrumbs items={breadcrumbs} />}
      {article && (
        <Boundary name="article header" watch={article}>
          <ArticleHeader article={article} readingMinutes={readingMinutes} />
        </Boundary>
      )}
    </>
  );
});

const PreviewPage = memo(function PreviewPage({ route, doc, selected, onSelect }: PreviewProps) {
  const blocks = Array.isArray(doc.blocks) ? doc.blocks : [];
  const page: PageContextValue = { route, doc, extras: pageExtras({ route, doc: { ...doc, blocks } }, collections) };
  return (
    <PageContext value={page}>
      <div data-page-kind={doc.kind ?? 'page'}>
        <PageTop breadcrumbs={doc.breadcrumbs} article={doc.article} readingMinutes={page.extras.readingMinutes ?? 1} />
        {blocks.map((block, index) => (
          <BlockFrame key={index} block={block} index={index} selected={selected === index} onSelect={onSelect} />
        ))}
      </div>
    </PageContext>
  );
});
