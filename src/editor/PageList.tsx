/** The editor's first screen: every page document, grouped by folder as pages/ is, with a search and a new-page form. */
import { useEffect, useId, useState, type FormEvent } from 'react';
import styled from 'styled-components';
import { NOT_FOUND_ROUTE } from '../constants';
import { api, ApiError, type PageListing } from './api';
import { Button, mono } from './styles';

const Wrap = styled.div`
  max-width: 960px;
  margin: 0 auto;
  padding: 1.5rem 1rem 4rem;
  h1 {
    font-size: ${({ theme }) => theme.size.h2};
  }
  h2 {
    margin-top: 1.5rem;
    font-family: ${mono};
    font-size: ${({ theme }) => theme.size.sm};
    letter-spacing: 0;
    color: ${({ theme }) => theme.color.muted};
  }
`;

const Bar = styled.div`
  display: grid;
  gap: 1rem;
  margin-top: 1.25rem;
  @media (min-width: 760px) {
    grid-template-columns: minmax(14rem, 1fr) minmax(0, 30rem);
    align-items: end;
  }
  label {
    display: block;
    margin-bottom: 0.3rem;
    font-size: ${({ theme }) => theme.size.sm};
    font-weight: 600;
  }
  input,
  select {
    min-height: 40px;
    padding: 0.4rem 0.6rem;
    border: 1px solid #94a3b8;
    border-radius: 6px;
    font: inherit;
  }
  input[type='search'] {
    width: 100%;
  }
`;

const NewForm = styled.form`
  display: flex;
  flex-wrap: wrap;
  align-items: end;
  gap: 0.5rem;
  padding: 0.75rem;
  border: 1px solid ${({ theme }) => theme.color.line};
  border-radius: 10px;
  background: ${({ theme }) => theme.color.subtle};
  fieldset {
    display: contents;
  }
  legend {
    width: 100%;
    font-weight: 700;
  }
  small {
    display: block;
    max-width: 22rem;
    margin-top: 0.25rem;
    font-size: ${({ theme }) => theme.size.xs};
    color: ${({ theme }) => theme.color.muted};
  }
`;

const List = styled.ul`
  display: grid;
  gap: 0.5rem;
  margin: 0.5rem 0 0;
  padding: 0;
  list-style: none;
  @media (min-width: 760px) {
    grid-template-columns: 1fr 1fr;
  }
  a {
    display: grid;
    gap: 0.1rem;
    height: 100%;
    padding: 0.55rem 0.85rem;
    border: 1px solid ${({ theme }) => theme.color.line};
    border-radius: 8px;
    background: #fff;
    font-size: ${({ theme }) => theme.size.sm};
    font-weight: 600;
    text-decoration: none;
    color: ${({ theme }) => theme.color.ink};
  }
  a:hover {
    border-color: ${({ theme }) => theme.color.brand};
    background: ${({ theme }) => theme.color.brandSoft};
  }
  span {
    font-weight: 400;
    font-family: ${mono};
    font-size: ${({ theme }) => theme.size.xs};
    color: ${({ theme }) => theme.color.muted};
  }
`;

const Unreadable = styled.p`
  margin: 0.25rem 0 0;
  padding: 0.4rem 0.6rem;
  border-radius: 6px;
  background: #fef2f2;
  color: #991b1b;
  font-size: ${({ theme }) => theme.size.xs};
  code {
    font-family: ${mono};
  }
`;

/** What the address field takes, for each type of page. */
const ADDRESS_HELP: Record<string, string> = {
  page: 'The part after the site name: lower-case words joined by hyphens, such as about-us or solutions/clinics.',
  article: 'The part after /blog/: lower-case words joined by hyphens, such as missed-call-costs.',
  industry: 'The part after the site name: lower-case words joined by hyphens, such as hair-salons.',
};

export const editorUrl = (file: string) => `/_edit?file=${encodeURIComponent(file)}`;

export function PageList() {
  const [folders, setFolders] = useState<{ folder: string; files: PageListing[] }[] | null>(null);
  const [error, setError] = useState('');
  const [query, setQuery] = useState('');
  const searchId = useId();
  useEffect(() => {
    api.pages().then((answer) => setFolders(answer.folders), (reason: Error) => setError(reason.message));
  }, []);
  useEffect(() => {
    if (folders) document.documentElement.dataset.ready = 'true';
  }, [folders]);

  const words = query.toLowerCase().split(/\s+/).filter(Boolean);
  const matches = (page: PageListing) => words.every((word) => `${page.file} ${page.route ?? ''} ${page.title ?? ''}`.toLowerCase().includes(word));
  const shown = (folders ?? []).map(({ folder, files }) => ({ folder, files: files.filter(matches) })).filter(({ files }) => files.length > 0);

  return (
    <Wrap>
      <h1>Edit a page</h1>
      <p>Pick a page to edit it in a form beside its preview. Saving writes only the values you changed into its YAML file.</p>
      <Bar>
        <div>
          <label htmlFor={searchId}>Search pages</label>
          <input id={searchId} type="search" value={query} onChange={(event) => setQuery(event.target.value)} placeholder="Title, address or file" />
        </div>
        <NewPageForm />
      </Bar>
      {error && <p role="alert">{error}</p>}
      {!folders && !error && <p role="status">Loading the pages…</p>}
      {folders && shown.length === 0 && <p role="status">No page matches “{query}”.</p>}
      {shown.map(({ folder, files }) => (
        <section key={folder} aria-labelledby={`folder-${folder}`}>
          <h2 id={`folder-${folder}`}>{folder}/</h2>
          <List>
            {files.map((page) => (
              <li key={page.file}>
                <a href={editorUrl(page.file)} aria-describedby={page.problem && `problem-${page.file}`}>
                  {page.title ?? page.file.replace(/^.*\//, '')}
                  <span>
                    {page.file}
                    {page.route ? ` · ${page.route === NOT_FOUND_ROUTE ? 'every unknown address' : page.route}` : ''}
                  </span>
                </a>
                {page.problem && (
                  <Unreadable id={`problem-${page.file}`}>
                    <strong>Cannot be read</strong> at <code>{`${page.file}:${page.problem.line}:${page.problem.col}`}</code>: {page.problem.message}
                  </Unreadable>
                )}
              </li>
            ))}
          </List>
        </section>
      ))}
    </Wrap>
  );
}

function NewPageForm() {
  const [kind, setKind] = useState('page');
  const [slug, setSlug] = useState('');
  const [error, setError] = useState('');
  const kindId = useId();
  const slugId = useId();
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setError('');
    try {
      const { file } = await api.newPage(kind, slug.trim());
      window.location.assign(editorUrl(file));
    } catch (reason) {
      setError(reason instanceof ApiError ? reason.message : String(reason));
    }
  };
  return (
    <NewForm onSubmit={submit} aria-labelledby={`${kindId}-legend`}>
      <fieldset>
        <legend id={`${kindId}-legend`}>New page</legend>
        <div>
          <label htmlFor={kindId}>Type of page</label>
          <select id={kindId} value={kind} onChange={(event) => setKind(event.target.value)}>
            <option value="page">Page</option>
            <option value="article">Blog article</option>
            <option value="industry">Industry page</option>
          </select>
        </div>
        <div>
          <label htmlFor={slugId}>Address</label>
          <input
            id={slugId}
            value={slug}
            onChange={(event) => setSlug(event.target.value)}
            placeholder="answering-calls-on-holiday"
            aria-describedby={`${slugId}-help`}
            required
          />
          <small id={`${slugId}-help`}>{ADDRESS_HELP[kind]}</small>
        </div>
        <Button type="submit" data-primary>
          Create
        </Button>
      </fieldset>
      {error && (
        <p role="alert" style={{ width: '100%', margin: 0, color: '#991b1b' }}>
          {error}
        </p>
      )}
    </NewForm>
  );
}
