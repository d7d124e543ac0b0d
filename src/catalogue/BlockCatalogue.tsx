/**
 * /_blocks on the dev server: every block type rendered from the examples in its schema, with the schema's
 * description, a table of its fields and the YAML to copy into a page. Only the dev server serves it (React draws it in
 * the browser: src/catalogue/main.tsx), so neither this module nor the schemas reach a production build.
 */
import { useEffect, useId, useState } from 'react';
import styled from 'styled-components';
import { collections } from 'virtual:collections';
import { manifest } from 'virtual:site';
import { stringify } from 'yaml';
import commonSchema from '../../schemas/common.schema.json';
import pageSchema from '../../schemas/page.schema.json';
import { PageContext } from '../app/PageContext';
import { ThirdPartyPlaceholder } from '../app/Placeholder';
import { renderBlock } from '../app/renderBlock';
import { sectionsOf } from '../blocks/registry';
import type { Block } from '../generated/schema-types';
import { media } from '../theme/theme';
import { Container, visuallyHidden } from '../ui/layout';
import { examplePage } from './examplePage';
import type { FieldSchema } from '../content/schemaFields';
import { schemaIndex } from '../content/schemaIndex';
import { blockFields, type FieldRow } from './schemaFields';

const ROUTE = '/_blocks';

interface BlockSchema extends FieldSchema {
  description: string;
  properties: Record<string, FieldSchema> & { type: { const: Block['type'] } };
  examples?: Block[];
}

interface CatalogueEntry {
  type: Block['type'];
  file: string;
  description: string;
  fields: FieldRow[];
  examples: Block[];
}

const schemaFiles = import.meta.glob<BlockSchema>('../../schemas/blocks/*.schema.json', { eager: true, import: 'default' });

// The page schema too: a block's field may share the shape of a page's (the industry index's sectors, an industry's category).
const schemas = schemaIndex([commonSchema, pageSchema, ...Object.values(schemaFiles)]);

const entries: CatalogueEntry[] = Object.entries(schemaFiles)
  .map(([path, schema]) => ({
    type: schema.properties.type.const,
    file: path.replace(/^(\.\.\/)+/, ''),
    description: schema.description,
    fields: blockFields(schema, schemas),
    examples: schema.examples ?? [],
  }))
  .sort((a, b) => a.type.localeCompare(b.type));

const examples = entries.flatMap((entry) => entry.examples);
const page = examplePage(manifest, collections, ROUTE, examples.filter((block) => sectionsOf(block).length > 0));

function Example({ block }: { block: Block }) {
  return renderBlock(block, { Placeholder: ThirdPartyPlaceholder });
}

const mono = `ui-monospace, 'SFMono-Regular', Menlo, Consolas, monospace`;

const Intro = styled(Container)`
  padding-top: ${({ theme }) => theme.space.xl};
  padding-bottom: ${({ theme }) => theme.space.xl};
  h1 {
    font-size: ${({ theme }) => theme.size.h2};
  }
  > p {
    max-width: 46rem;
    margin-top: ${({ theme }) => theme.space.md};
    color: ${({ theme }) => theme.color.muted};
  }
  code {
    font-family: ${mono};
    font-size: 0.9em;
  }
`;

const TypeList = styled.ul`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space.sm};
  margin: ${({ theme }) => theme.space.lg} 0 0;
  padding: 0;
  list-style: none;
  a {
    display: inline-block;
    padding: 0.35rem 0.8rem;
    border: 1px solid ${({ theme }) => theme.color.line};
    border-radius: ${({ theme }) => theme.radius.pill};
    background: ${({ theme }) => theme.color.subtle};
    font-family: ${mono};
    font-size: ${({ theme }) => theme.size.xs};
    text-decoration: none;
  }
  a:hover {
    border-color: ${({ theme }) => theme.color.brand};
  }
`;

const Entry = styled.section`
  padding: ${({ theme }) => theme.space.xl} 0;
  border-top: 4px solid ${({ theme }) => theme.color.brandSoft};
`;

const EntryHeader = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: baseline;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space.sm} ${({ theme }) => theme.space.lg};
  h2 {
    font-family: ${mono};
    font-size: ${({ theme }) => theme.size.xl};
    letter-spacing: 0;
  }
  a {
    font-size: ${({ theme }) => theme.size.sm};
  }
`;

const Description = styled.p`
  max-width: 46rem;
  margin-top: ${({ theme }) => theme.space.sm};
`;

const SchemaFile = styled.p`
  margin-top: ${({ theme }) => theme.space.xs};
  font-family: ${mono};
  font-size: ${({ theme }) => theme.size.xs};
  color: ${({ theme }) => theme.color.muted};
`;

const Figure = styled.figure`
  margin: ${({ theme }) => theme.space.lg} 0 0;
`;

// A styled component of its own rather than a figcaption selector, which would also style captions inside examples.
const Caption = styled(Container)`
  margin-bottom: ${({ theme }) => theme.space.sm};
  font-size: ${({ theme }) => theme.size.xs};
  font-weight: 650;
  letter-spacing: 0.08em;
  text-transform: uppercase;
  color: ${({ theme }) => theme.color.muted};
`;

/** The block as a page shows it, full width, between dashed rules. */
const Preview = styled.div`
  border-block: 1px dashed #94a3b8;
  overflow: hidden;
`;

const Details = styled.div`
  display: grid;
  grid-template-columns: minmax(0, 1fr);
  gap: ${({ theme }) => theme.space.xl};
  margin-top: ${({ theme }) => theme.space.xl};
  h3 {
    font-size: ${({ theme }) => theme.size.lg};
    margin-bottom: ${({ theme }) => theme.space.md};
  }
`;

const TableFrame = styled.div`
  border: 1px solid ${({ theme }) => theme.color.line};
  border-radius: ${({ theme }) => theme.radius.sm};
  overflow: hidden;
`;

/** A table from medium widths up; on a phone each field is a stacked card: name and required, type, description. */
const Table = styled.table`
  width: 100%;
  border-collapse: collapse;
  font-size: ${({ theme }) => theme.size.sm};
  thead {
    ${visuallyHidden}
  }
  tr {
    display: grid;
    grid-template-columns: minmax(0, 1fr) auto;
    gap: 0.25rem ${({ theme }) => theme.space.md};
    padding: 0.75rem;
    border-bottom: 1px solid ${({ theme }) => theme.color.line};
  }
  tbody tr:last-child {
    border-bottom: 0;
  }
  th,
  td {
    padding: 0;
    text-align: left;
    vertical-align: top;
  }
  td:nth-child(2),
  td:nth-child(4) {
    grid-column: 1 / -1;
  }
  td:nth-child(3) {
    grid-area: 1 / 2;
  }
  td:nth-child(3)::before {
    content: 'required: ';
    color: ${({ theme }) => theme.color.muted};
  }
  code {
    font-family: ${mono};
    font-size: ${({ theme }) => theme.size.xs};
    color: ${({ theme }) => theme.color.ink};
    overflow-wrap: anywhere;
  }
  ${media.md} {
    thead {
      position: static;
      width: auto;
      height: auto;
      clip-path: none;
    }
    thead th {
      background: ${({ theme }) => theme.color.subtle};
      color: ${({ theme }) => theme.color.ink};
    }
    tr {
      display: table-row;
    }
    th,
    td {
      padding: 0.5rem 0.75rem;
      border-bottom: 1px solid ${({ theme }) => theme.color.line};
    }
    tbody tr:last-child > * {
      border-bottom: 0;
    }
    th[scope='row'] code {
      white-space: nowrap;
    }
    td:nth-child(2) {
      width: 14rem;
    }
    td:nth-child(3)::before {
      content: none;
    }
  }
`;

const Code = styled.pre`
  max-width: ${({ theme }) => theme.layout.narrow};
  margin: 0;
  padding: ${({ theme }) => theme.space.md};
  max-height: 32rem;
  overflow: auto;
  border-radius: ${({ theme }) => theme.radius.sm};
  background: ${({ theme }) => theme.color.night};
  color: ${({ theme }) => theme.color.onNight};
  font-family: ${mono};
  font-size: ${({ theme }) => theme.size.xs};
  line-height: 1.6;
`;

const CodeBar = styled.div`
  max-width: ${({ theme }) => theme.layout.narrow};
  display: flex;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space.sm};
  margin: ${({ theme }) => theme.space.md} 0 ${({ theme }) => theme.space.sm};
  font-size: ${({ theme }) => theme.size.sm};
  button {
    min-height: 36px;
    padding: 0.3rem 0.9rem;
    border: 1px solid ${({ theme }) => theme.color.brand};
    border-radius: ${({ theme }) => theme.radius.pill};
    background: ${({ theme }) => theme.color.surface};
    color: ${({ theme }) => theme.color.brand};
    font-weight: 600;
    cursor: pointer;
  }
  button:hover {
    background: ${({ theme }) => theme.color.brandSoft};
  }
`;

function FieldTable({ type, fields }: { type: string; fields: FieldRow[] }) {
  const titleId = `block-${type}-fields`;
  return (
    <div>
      <h3 id={titleId}>Fields</h3>
      <TableFrame>
        <Table aria-labelledby={titleId}>
          <thead>
            <tr>
              <th scope="col">Field</th>
              <th scope="col">Type</th>
              <th scope="col">Required</th>
              <th scope="col">Description</th>
            </tr>
          </thead>
          <tbody>
            {fields.map((field) => (
              <tr key={field.name}>
                <th scope="row">
                  <code>{field.name}</code>
                </th>
                <td>
                  <code>{field.type}</code>
                </td>
                <td>{field.required ? 'yes' : 'no'}</td>
                <td>{field.description}</td>
              </tr>
            ))}
          </tbody>
        </Table>
      </TableFrame>
    </div>
  );
}

function ExampleYaml({ block, label }: { block: Block; label: string }) {
  const yaml = stringify([block]);
  const labelId = useId();
  const [status, setStatus] = useState('');
  const copy = () =>
    navigator.clipboard.writeText(yaml).then(
      () => setStatus('Copied'),
      () => setStatus('Copying was refused; select the text instead.'),
    );
  return (
    <>
      <CodeBar>
        <span id={labelId}>{label}</span>
        <span role="status">{status}</span>
        <button type="button" onClick={copy} aria-label={`Copy ${label}`}>
          Copy
        </button>
      </CodeBar>
      <Code tabIndex={0} aria-labelledby={labelId}>
        {yaml}
      </Code>
    </>
  );
}

function CatalogueEntryView({ entry }: { entry: CatalogueEntry }) {
  const { type, file, description, fields, examples } = entry;
  const name = (index: number) => (examples.length > 1 ? `example ${index + 1} of ${examples.length}` : 'example');
  return (
    <Entry aria-labelledby={`block-${type}`}>
      <Container>
        <EntryHeader>
          <h2 id={`block-${type}`}>{type}</h2>
          <a href="#block-types">All block types</a>
        </EntryHeader>
        <Description>{description}</Description>
        <SchemaFile>{file}</SchemaFile>
      </Container>
      {examples.map((block, index) => (
        <Figure key={index} aria-label={`${type}, ${name(index)}, as a page shows it`}>
          <Caption as="figcaption">{name(index)}</Caption>
          <Preview>
            <Example block={block} />
          </Preview>
        </Figure>
      ))}
      <Container>
        <Details>
          <FieldTable type={type} fields={fields} />
          <div>
            <h3>YAML</h3>
            {examples.length === 0 && <p>The schema has no examples yet; add one under "examples".</p>}
            {examples.map((block, index) => (
              <ExampleYaml key={index} block={block} label={`YAML of the ${type} ${name(index)}`} />
            ))}
          </div>
        </Details>
      </Container>
    </Entry>
  );
}

export default function BlockCatalogue() {
  // Tells tests, as the page script does on a page, that the catalogue is drawn and live.
  useEffect(() => {
    document.documentElement.dataset.ready = 'true';
  }, []);
  return (
    <PageContext value={page}>
      <main id="main">
        <title>{`Block catalogue | ${manifest.site.brand}`}</title>
        <meta name="robots" content="noindex, nofollow" />
        <Intro>
          <h1>Block catalogue</h1>
          <p>
            Every block type a page document can list, rendered from the examples in its schema, with its fields and the
            YAML to copy into a page's <code>blocks</code>. Blocks that list articles, industries or jobs show this site's
            own. The dev server shows this page; builds leave it out.
          </p>
          <nav id="block-types" aria-label="Block types">
            <TypeList>
              {entries.map(({ type }) => (
                <li key={type}>
                  <a href={`#block-${type}`}>{type}</a>
                </li>
              ))}
            </TypeList>
          </nav>
        </Intro>
        {entries.map((entry) => (
          <CatalogueEntryView key={entry.type} entry={entry} />
        ))}
      </main>
    </PageContext>
  );
}
