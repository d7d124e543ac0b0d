import { execFileSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { cpSync, existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { createServer as createHttpServer, request } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createServer, type ViteDevServer } from 'vite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { NOT_FOUND_ROUTE } from '../../src/constants.ts';
import { applyEdits, type YamlEdit } from '../../src/content/yamlEdit.ts';
import { createEditorApi, editorApi } from '../../src/editor/server/editorApi.ts';
import { repoRoot } from './checkFixture.ts';

let repo: string;
let pagesDir: string;
let server: ViteDevServer;
let port: number;
let token: string;

interface Reply {
  status: number;
  headers: Record<string, string | string[] | undefined>;
  body: Record<string, any>;
}

/** A request as the editor's page would send it, unless `headers` says otherwise (null leaves a header out). */
function call(method: string, path: string, body?: unknown, headers: Record<string, string | null> = {}): Promise<Reply> {
  const host = `localhost:${port}`;
  const defaults: Record<string, string | null> = {
    host,
    origin: method === 'POST' ? `http://${host}` : null,
    'x-edit-token': method === 'POST' ? token : null,
    'content-type': body === undefined ? null : 'application/json',
  };
  const sent = Object.fromEntries(Object.entries({ ...defaults, ...headers }).filter((entry): entry is [string, string] => entry[1] !== null));
  const payload = body === undefined ? undefined : typeof body === 'string' ? body : JSON.stringify(body);
  return new Promise((resolve, reject) => {
    const req = request({ host: '127.0.0.1', port, method, path, headers: sent }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (chunk: Buffer) => chunks.push(chunk));
      res.on('end', () => {
        const text = Buffer.concat(chunks).toString('utf8');
        const isJson = /^application\/json/.test(res.headers['content-type'] ?? '');
        resolve({ status: res.statusCode!, headers: res.headers, body: isJson ? JSON.parse(text) : { text } });
      });
    });
    req.on('error', reject);
    req.end(payload);
  });
}

const git = (...args: string[]) => execFileSync('git', args, { cwd: repo, encoding: 'utf8' });
const read = (file: string) => readFileSync(join(repo, file), 'utf8');
const versionOf = (text: string) => createHash('sha256').update(text).digest('hex');

beforeAll(async () => {
  repo = mkdtempSync(join(tmpdir(), 'editor-api-'));
  pagesDir = join(repo, 'pages');
  cpSync(join(repoRoot, 'pages'), pagesDir, { recursive: true });
  cpSync(join(repoRoot, 'translations'), join(repo, 'translations'), { recursive: true });
  git('init', '-q');
  git('config', 'user.email', 'editor@example.com');
  git('config', 'user.name', 'Editor Test');
  git('add', '.');
  git('commit', '-qm', 'Pages');
  server = await createServer({
    configFile: false,
    root: repo,
    logLevel: 'silent',
    server: { port: 0, host: '127.0.0.1', watch: null },
    optimizeDeps: { noDiscovery: true, include: [] },
    plugins: [editorApi(repoRoot, pagesDir, join(repo, 'translations'))],
  });
  await server.listen();
  port = (server.httpServer!.address() as { port: number }).port;
  token = (await call('GET', '/_edit/api/session')).body.token;
}, 60_000);

afterAll(async () => {
  await server?.close();
  rmSync(repo, { recursive: true, force: true });
});

describe('the editor API', { timeout: 60_000 }, () => {
  it('gives the session token to the dev server\'s own pages only, and never CORS headers', async () => {
    expect(token).toMatch(/^[0-9a-f]{64}$/);
    const own = await call('GET', '/_edit/api/session', undefined, { origin: `http://localhost:${port}` });
    expect(own.body.token).toBe(token);
    expect(own.headers['access-control-allow-origin']).toBeUndefined();

    const strangers: Record<string, string>[] = [{ origin: 'http://evil.example' }, { host: 'evil.example' }, { host: `evil.example:${port}` }, { 'sec-fetch-site': 'cross-site' }];
    for (const headers of strangers) {
      const refused = await call('GET', '/_edit/api/session', undefined, headers);
      expect(refused.status, JSON.stringify(headers)).toBe(403);
      expect(refused.body.token).toBeUndefined();
      expect(refused.headers['access-control-allow-origin']).toBeUndefined();
    }
  });

  it('lists the page documents by folder, with their routes and titles', async () => {
    const { status, body } = await call('GET', '/_edit/api/pages');
    expect(status).toBe(200);
    const folders = body.folders.map((group: { folder: string }) => group.folder);
    expect(folders).toEqual(['pages', 'pages/(industries)', 'pages/blog', 'pages/careers']);
    const top = body.folders[0].files;
    expect(top).toContainEqual({ file: 'pages/about.yaml', route: '/about', title: 'About Us: Why We Built an AI Receptionist | Ringwell' });
    expect(top).toContainEqual(expect.objectContaining({ file: 'pages/_site.yaml', route: null }));
    expect(top).toContainEqual(expect.objectContaining({ file: 'pages/404.yaml', route: NOT_FOUND_ROUTE }));
    expect(body.folders[2].files).toContainEqual(expect.objectContaining({ file: 'pages/blog/index.yaml', route: '/blog' }));
  });

  it('reads a page with the version of its bytes, and no block written for an older version of its type', async () => {
    const { status, body } = await call('GET', '/_edit/api/page?file=pages/about.yaml');
    expect(status).toBe(200);
    expect(body).toEqual({ file: 'pages/about.yaml', route: '/about', text: read('pages/about.yaml'), version: versionOf(read('pages/about.yaml')), outdated: [] });
    // Bringing such a page up to date has nothing to do.
    expect((await call('POST', '/_edit/api/migrate', { file: 'pages/about.yaml', baseVersion: body.version })).body).toEqual({ changed: false, version: body.version });
    expect((await call('GET', '/_edit/api/page?file=pages/nope.yaml')).status).toBe(404);
  });

  it('checks the whole site as if a page had the text sent, without writing it, quickly enough to run while typing', async () => {
    const text = read('pages/about.yaml');
    const broken = text.replace('href: "#story"', 'href: /no-such-page');
    const { status, body } = await call('POST', '/_edit/api/check', { file: 'pages/about.yaml', text: broken });
    expect(status).toBe(200);
    expect(body.errors).toBe(1);
    expect(body.problems).toEqual([
      expect.objectContaining({ file: 'pages/about.yaml', line: 23, col: 15, severity: 'error', message: expect.stringContaining('/no-such-page') }),
    ]);
    expect(read('pages/about.yaml')).toBe(text);

    const short = text.replace('About Us: Why We Built an AI Receptionist | Ringwell', 'About');
    const started = performance.now();
    const warned = await call('POST', '/_edit/api/check', { file: 'pages/about.yaml', text: short });
    const elapsed = performance.now() - started;
    expect(warned.body.errors).toBe(0);
    expect(warned.body.problems).toContainEqual(expect.objectContaining({ path: 'meta.title', severity: 'warning', line: 3 }));
    expect(elapsed).toBeLessThan(1500);
  });

  it('lists the page\'s own problems and the errors its draft causes on other pages, not the other pages\' own', async () => {
    const contact = read('pages/contact.yaml');
    const careers = read('pages/careers.yaml');
    // Another page's warning is that page's to mend.
    writeFileSync(join(pagesDir, 'contact.yaml'), contact.replace(/^  title: .*$/m, '  title: Contact'));
    try {
      const clean = await call('POST', '/_edit/api/check', { file: 'pages/careers.yaml', text: careers });
      expect(clean.body).toMatchObject({ problems: [], errors: 0, warnings: 0 });

      // Renaming the anchor the page and its job pages link to breaks their links: each is listed, at its own page.
      const renamed = await call('POST', '/_edit/api/check', { file: 'pages/careers.yaml', text: careers.replace('id: roles', 'id: openings') });
      const files = renamed.body.problems.map((problem: { file: string }) => problem.file);
      expect(files).toContain('pages/careers.yaml');
      expect(files).toContain('pages/careers/account-manager.yaml');
      expect(files).not.toContain('pages/contact.yaml');
      for (const problem of renamed.body.problems) expect(problem).toMatchObject({ severity: 'error', message: expect.stringContaining('#roles') });
      const refused = await call('POST', '/_edit/api/save', { file: 'pages/careers.yaml', baseVersion: versionOf(careers), edits: [{ op: 'set', path: 'blocks[3].id', value: 'openings' }] });
      expect(refused.status).toBe(422);
      expect(refused.body.problems).toEqual(renamed.body.problems);
      expect(read('pages/careers.yaml')).toBe(careers);
    } finally {
      writeFileSync(join(pagesDir, 'contact.yaml'), contact);
    }
  });

  it('saves edits as changes to those values alone, and answers the new version', async () => {
    const before = read('pages/about.yaml');
    const edits = [{ op: 'set', path: 'meta.title', value: 'About Ringwell: why we built it | Ringwell' }];
    const { status, body } = await call('POST', '/_edit/api/save', { file: 'pages/about.yaml', baseVersion: versionOf(before), edits });
    expect(status).toBe(200);
    const after = read('pages/about.yaml');
    expect(body).toMatchObject({ changed: true, version: versionOf(after), errors: 0 });
    expect(after).toBe(before.replace('"About Us: Why We Built an AI Receptionist | Ringwell"', '"About Ringwell: why we built it | Ringwell"'));

    // The version the edits were made to is now out of date: the current text comes back.
    const stale = await call('POST', '/_edit/api/save', { file: 'pages/about.yaml', baseVersion: versionOf(before), edits });
    expect(stale.status).toBe(409);
    expect(stale.body).toMatchObject({ text: after, version: versionOf(after) });

    const same = await call('POST', '/_edit/api/save', { file: 'pages/about.yaml', baseVersion: versionOf(after), edits });
    expect(same.body).toEqual({ changed: false, version: versionOf(after) });

    const whole = await call('POST', '/_edit/api/save', { file: 'pages/about.yaml', baseVersion: versionOf(after), text: before });
    expect(whole.body).toMatchObject({ changed: true, version: versionOf(before) });
    expect(read('pages/about.yaml')).toBe(before);
  });

  it('refuses a save that would leave an error, or an edit that cannot be made, and writes nothing', async () => {
    const before = read('pages/about.yaml');
    const baseVersion = versionOf(before);
    const invalid = await call('POST', '/_edit/api/save', { file: 'pages/about.yaml', baseVersion, edits: [{ op: 'set', path: 'blocks[0].actions[0].href', value: '/no-such-page' }] });
    expect(invalid.status).toBe(422);
    expect(invalid.body.problems).toEqual([expect.objectContaining({ file: 'pages/about.yaml', severity: 'error', line: 23 })]);
    const missing = await call('POST', '/_edit/api/save', { file: 'pages/about.yaml', baseVersion, edits: [{ op: 'set', path: 'blocks[0].cta.href', value: '/' }] });
    expect(missing.status).toBe(422);
    expect(missing.body).toEqual({ error: 'Cannot edit blocks[0].cta.href: blocks[0].cta does not exist.', path: 'blocks[0].cta.href' });
    for (const edit of [{ op: 'rename', path: 'meta' }, { op: 'set', path: 'meta.title' }, { op: 'move', path: 'blocks[0]' }, { path: 'meta' }, 'meta']) {
      const malformed = await call('POST', '/_edit/api/save', { file: 'pages/about.yaml', baseVersion, edits: [edit] });
      expect(malformed.status, JSON.stringify(edit)).toBe(400);
    }
    expect(read('pages/about.yaml')).toBe(before);
  });

  it('refuses writes without the token or from another origin, bodies that are not JSON or too large, and unknown requests', async () => {
    const before = read('pages/about.yaml');
    const save = { file: 'pages/about.yaml', baseVersion: versionOf(before), text: `${before}# changed\n` };
    const refusals: [Record<string, string | null>, unknown, number][] = [
      [{ 'x-edit-token': null }, save, 403],
      [{ 'x-edit-token': 'f'.repeat(64) }, save, 403],
      [{ origin: null }, save, 403],
      [{ origin: 'http://evil.example' }, save, 403],
      [{ origin: `http://127.0.0.1:${port}` }, save, 403],
      [{ host: 'evil.example', origin: 'http://evil.example' }, save, 403],
      [{ 'content-type': 'text/plain' }, save, 415],
      [{}, '{"file": ', 400],
      [{}, '[1, 2]', 400],
      [{}, JSON.stringify({ ...save, text: 'x'.repeat(3 * 1024 * 1024) }), 413],
      [{ 'transfer-encoding': 'chunked' }, JSON.stringify({ ...save, text: 'x'.repeat(3 * 1024 * 1024) }), 413],
    ];
    for (const [headers, body, status] of refusals) {
      const reply = await call('POST', '/_edit/api/save', body, headers);
      expect(reply.status, JSON.stringify(headers)).toBe(status);
      // Vite itself turns away a Host it does not know, before the editor sees the request.
      expect(reply.body.error ?? reply.body.text).toEqual(expect.any(String));
    }
    // Bringing a page up to date writes it too, under the same checks.
    const migrate = { file: 'pages/about.yaml', baseVersion: versionOf(before) };
    const strangers: Record<string, string | null>[] = [{ 'x-edit-token': null }, { origin: 'http://evil.example' }, { host: 'evil.example', origin: 'http://evil.example' }];
    for (const headers of strangers) {
      expect((await call('POST', '/_edit/api/migrate', migrate, headers)).status, JSON.stringify(headers)).toBe(403);
    }
    expect((await call('POST', '/_edit/api/save', '{"file": ')).body.error).toMatch(/^The request body is not valid JSON: /);
    expect(read('pages/about.yaml')).toBe(before);

    expect((await call('GET', '/_edit/api/nothing')).status).toBe(404);
    const wrongMethod = await call('GET', '/_edit/api/save');
    expect(wrongMethod.status).toBe(405);
    expect(wrongMethod.headers.allow).toBe('POST');
    expect((await call('POST', '/_edit/api/pages', {})).status).toBe(405);
  });

  it('refuses files outside pages/ and files that are not page documents', async () => {
    writeFileSync(join(repo, 'outside.yaml'), 'a: 1\n');
    symlinkSync(join(repo, 'outside.yaml'), join(pagesDir, 'linked.yaml'));
    try {
      for (const file of ['../outside.yaml', 'pages/../outside.yaml', join(repo, 'outside.yaml'), 'pages/linked.yaml', 'pages/notes.txt', 'pages/blog/../../outside.yaml', 'pages//about.yaml']) {
        const check = await call('POST', '/_edit/api/check', { file, text: 'a: 2\n' });
        expect(check.status, file).toBe(403);
        const save = await call('POST', '/_edit/api/save', { file, baseVersion: versionOf('a: 1\n'), text: 'a: 2\n' });
        expect(save.status, file).toBe(403);
        expect((await call('POST', '/_edit/api/migrate', { file, baseVersion: versionOf('a: 1\n') })).status, file).toBe(403);
        expect((await call('GET', `/_edit/api/page?file=${encodeURIComponent(file)}`)).status, file).toBe(403);
      }
      expect(read('outside.yaml')).toBe('a: 1\n');
    } finally {
      rmSync(join(pagesDir, 'linked.yaml'));
    }
  });

  it('starts no page through a symbolic link out of pages/, and lists no file a link leads to outside', async () => {
    const outside = join(repo, 'elsewhere');
    mkdirSync(outside);
    writeFileSync(join(outside, 'secret.yaml'), 'meta:\n  title: Not a page of this site\n');
    writeFileSync(join(repo, 'single.yaml'), 'meta:\n  title: Nor this one\n');
    symlinkSync(outside, join(pagesDir, 'outdir'));
    symlinkSync(join(repo, 'single.yaml'), join(pagesDir, 'single.yaml'));
    try {
      const created = await call('POST', '/_edit/api/new', { kind: 'page', slug: 'outdir/evil' });
      expect(created.status).toBe(422);
      expect(created.body.error).toMatch(/leads outside pages\/ through a symbolic link/);
      expect(readdirSync(outside)).toEqual(['secret.yaml']);

      const listed = JSON.stringify((await call('GET', '/_edit/api/pages')).body);
      expect(listed).toContain('pages/about.yaml');
      expect(listed).not.toMatch(/secret|Not a page of this site|single\.yaml|Nor this one/);
    } finally {
      rmSync(join(pagesDir, 'outdir'));
      rmSync(join(pagesDir, 'single.yaml'));
    }
  });

  it('saves an English change that puts translations out of date, and names them by language and field', async () => {
    const before = read('pages/about.yaml');
    const translated = read('translations/fr/about.yaml');
    const edits: YamlEdit[] = [
      { op: 'set', path: 'blocks[0].title', value: 'Made for the businesses' },
      { op: 'delete', path: 'blocks[1].items[2]' },
    ];
    const text = applyEdits(before, edits);
    const codes = ['de', 'nl', 'fr', 'it', 'fi'];
    const expected = codes.map((code) => ({
      code,
      file: `translations/${code}/about.yaml`,
      stale: ['blocks[0].title'],
      gone: ['blocks[1].items[2].title', 'blocks[1].items[2].text'],
    }));
    // While the author types, before any save.
    const checked = await call('POST', '/_edit/api/check', { file: 'pages/about.yaml', text });
    expect(checked.body.translations).toEqual(expected);
    // A change of no translated words (a link) puts nothing out of date.
    const link = applyEdits(before, [{ op: 'set', path: 'blocks[0].actions[0].href', value: '/contact' }]);
    expect((await call('POST', '/_edit/api/check', { file: 'pages/about.yaml', text: link })).body.translations).toBeUndefined();
    // Nor does moving a block: its translations follow their English.
    const moved = applyEdits(before, [{ op: 'move', path: 'blocks[2]', to: 1 }]);
    expect((await call('POST', '/_edit/api/check', { file: 'pages/about.yaml', text: moved })).body.translations).toBeUndefined();
    // A translation already stale before the change is not this change's doing.
    writeFileSync(join(repo, 'translations/fr/about.yaml'), translated.replace('en: Built for the businesses', 'en: Built for businesses'));
    try {
      const saved = await call('POST', '/_edit/api/save', { file: 'pages/about.yaml', baseVersion: versionOf(before), edits });
      expect(saved.status).toBe(200);
      expect(read('pages/about.yaml')).toBe(text);
      expect(saved.body.translations).toEqual(expected.map((impact) => (impact.code === 'fr' ? { ...impact, stale: [] } : impact)));
    } finally {
      writeFileSync(join(repo, 'pages/about.yaml'), before);
      writeFileSync(join(repo, 'translations/fr/about.yaml'), translated);
    }
  });

  it('reads a page\'s translation: the file\'s text and version, and the English of each translatable field', async () => {
    const { status, body } = await call('GET', '/_edit/api/translation?file=pages/about.yaml&lang=de');
    expect(status).toBe(200);
    const text = read('translations/de/about.yaml');
    expect(body).toMatchObject({ file: 'translations/de/about.yaml', exists: true, text, version: versionOf(text) });
    expect(body.fields).toContainEqual({ path: 'blocks[0].title', english: 'Built for the businesses' });
    // Links are not words to translate.
    expect(body.fields).not.toContainEqual(expect.objectContaining({ path: 'blocks[0].actions[0].href' }));
    expect((await call('GET', '/_edit/api/translation?file=pages/about.yaml&lang=xx')).status).toBe(404);
    expect((await call('GET', '/_edit/api/translation?file=pages/about.yaml&lang=en')).status).toBe(404);
    const article = readdirSync(join(pagesDir, 'blog')).find((name) => name !== 'index.yaml')!;
    const refused = await call('GET', `/_edit/api/translation?file=pages/blog/${article}&lang=de`);
    expect(refused.status).toBe(422);
    expect(refused.body.error).toMatch(/articles are published in English only/);
  });

  it('names the block types by the names the editor shows them by, for a block of a type the site does not have', async () => {
    const text = read('pages/contact.yaml').replace(/^  - type: hero$/m, '  - type: heroo');
    const { body } = await call('POST', '/_edit/api/check', { file: 'pages/contact.yaml', text });
    const [problem] = body.problems.filter((each: { path: string }) => each.path === 'blocks[0].type');
    expect(problem.message).toMatch(/^"heroo" is not a block type, so nothing can render this section\. Did you mean Page opening \(hero\)\? Choose its type in the block's "Block type" list and press Change type: Blog article list, Call to action, Cards, /);
    expect(problem.message).toContain(', Questions and answers, ');
    expect(problem.message).not.toMatch(/faq|docs\//);
  });

  it('words a translation\'s problems for the editor: what is wrong and what to do there, with no file positions or commands', async () => {
    const german = read('translations/de/about.yaml');
    const draft = german
      .replace('  en: "About Us: Why We Built an AI Receptionist | Ringwell"', '  en: "About Us | Ringwell"')
      .replace(/blocks\[0\]\.eyebrow:\n(  .*\n)+/, '')
      .concat('blocks[40].title:\n  en: Gone words\n  de: Weg\nblocks[0].actions[0].href:\n  en: "#story"\n  de: "#geschichte"\n');
    const { body } = await call('POST', '/_edit/api/check', { file: 'translations/de/about.yaml', text: draft });
    const messages = Object.fromEntries(body.problems.filter((problem: { file: string }) => problem.file === 'translations/de/about.yaml').map((problem: { path: string; message: string }) => [problem.path, problem.message]));
    expect(messages).toEqual({
      'meta.title': expect.stringMatching(/^stale: the English changed since this was translated\. .* then press Mark as reviewed\.$/),
      'blocks[0].eyebrow': 'not translated yet: the page shows the English, "About Ringwell". Type the translation into the field.',
      'blocks[40].title': expect.stringMatching(/^the translation of "Gone words" is for words the English page no longer has .* delete it in a text editor\.$/),
      'blocks[0].actions[0].href': expect.stringMatching(/^this is not words a visitor reads .* delete it in a text editor\.$/),
    });
    for (const message of Object.values(messages)) expect(message).not.toMatch(/\.yaml:\d+|npm run|en:/);
  });

  it('saves a translation\'s edits to those lines alone, makes the file a page has none of, and refuses a new --strict warning', async () => {
    const before = read('translations/de/about.yaml');
    const edit = { op: 'set', path: ['blocks[0].title', 'de'], value: 'Gebaut für Betriebe,' };
    const saved = await call('POST', '/_edit/api/save', { file: 'translations/de/about.yaml', baseVersion: versionOf(before), edits: [edit] });
    expect(saved.status).toBe(200);
    expect(read('translations/de/about.yaml')).toBe(before.replace('  de: Gemacht für Unternehmen,\n', '  de: Gebaut für Betriebe,\n'));

    const after = read('translations/de/about.yaml');
    const long = { op: 'set', path: ['meta.title', 'de'], value: 'Über uns: Warum es Ringwell gibt, wofür wir stehen und was wir versprechen | Ringwell' };
    const warned = await call('POST', '/_edit/api/save', { file: 'translations/de/about.yaml', baseVersion: versionOf(after), edits: [long] });
    expect(warned.status).toBe(422);
    expect(warned.body.error).toMatch(/1 new warning in this language, which the publishing check does not allow/);
    // What holds the save up, for the editor to name by its field.
    expect(warned.body.holding).toEqual([expect.objectContaining({ file: 'translations/de/about.yaml', path: 'meta.title', severity: 'warning' })]);
    expect(read('translations/de/about.yaml')).toBe(after);
    writeFileSync(join(repo, 'translations/de/about.yaml'), before);

    const contact = read('translations/nl/contact.yaml');
    rmSync(join(repo, 'translations/nl/contact.yaml'));
    try {
      const none = await call('GET', '/_edit/api/translation?file=pages/contact.yaml&lang=nl');
      expect(none.body).toMatchObject({ file: 'translations/nl/contact.yaml', exists: false, version: versionOf('') });
      const [first] = none.body.fields;
      const made = await call('POST', '/_edit/api/save', {
        file: 'translations/nl/contact.yaml',
        baseVersion: none.body.version,
        edits: [{ op: 'set', path: [first.path], value: { en: first.english, nl: 'Contact' } }],
      });
      expect(made.status).toBe(200);
      const written = read('translations/nl/contact.yaml');
      expect(written.startsWith(none.body.text)).toBe(true);
      expect(parse(written)).toEqual({ [first.path]: { en: first.english, nl: 'Contact' } });
    } finally {
      writeFileSync(join(repo, 'translations/nl/contact.yaml'), contact);
    }
  });

  it('writes no file outside translations/, through a symbolic link, or for a page on another site', async () => {
    const translations = join(repo, 'translations');
    writeFileSync(join(repo, 'outside.yaml'), 'a: 1\n');
    symlinkSync(join(repo, 'outside.yaml'), join(translations, 'de', 'linked.yaml'));
    symlinkSync(repo, join(translations, 'de', 'up'));
    const about = read('pages/about.yaml');
    try {
      const files = ['translations/../pages/about.yaml', 'translations/de/../../outside.yaml', 'translations/de/linked.yaml', 'translations/de/up/outside.yaml', 'translations/de/up/pages/about.yaml', join(repo, 'outside.yaml'), 'translations/de/notes.txt'];
      for (const file of files) {
        expect((await call('POST', '/_edit/api/check', { file, text: 'a: 2\n' })).status, file).toBe(403);
        expect((await call('POST', '/_edit/api/save', { file, baseVersion: versionOf('a: 1\n'), text: 'a: 2\n' })).status, file).toBe(403);
      }
      const german = read('translations/de/about.yaml');
      // The check reads no link under translations/, as the checker does: the one back up to the project is no loop.
      expect((await call('POST', '/_edit/api/check', { file: 'translations/de/about.yaml', text: german })).body.errors).toBe(0);
      const save = { file: 'translations/de/about.yaml', baseVersion: versionOf(german), text: `${german}# changed\n` };
      expect((await call('POST', '/_edit/api/save', save, { origin: 'http://evil.example' })).status).toBe(403);
      expect((await call('POST', '/_edit/api/save', save, { 'x-edit-token': null })).status).toBe(403);
      expect(read('translations/de/about.yaml')).toBe(german);
      expect(read('outside.yaml')).toBe('a: 1\n');
      expect(read('pages/about.yaml')).toBe(about);
    } finally {
      rmSync(join(translations, 'de', 'linked.yaml'));
      rmSync(join(translations, 'de', 'up'));
    }
  });

  it('shows a page\'s changes as git diff, and commits that file alone', async () => {
    const before = read('pages/about.yaml');
    writeFileSync(join(repo, 'notes.txt'), 'not part of the commit\n');
    git('add', 'notes.txt');
    await call('POST', '/_edit/api/save', { file: 'pages/about.yaml', baseVersion: versionOf(before), edits: [{ op: 'set', path: 'blocks[0].eyebrow', value: 'About us' }] });

    const diff = await call('GET', '/_edit/api/diff?file=pages/about.yaml');
    expect(diff.status).toBe(200);
    expect(diff.body.diff).toContain('-    eyebrow: About Ringwell\n+    eyebrow: About us\n');

    const commit = await call('POST', '/_edit/api/commit', { file: 'pages/about.yaml', message: 'Say "About us" above the about page\'s title' });
    expect(commit.status).toBe(200);
    expect(commit.body.commit).toBe(git('rev-parse', 'HEAD').trim());
    expect(git('show', '--name-only', '--format=%s', 'HEAD').trim()).toBe('Say "About us" above the about page\'s title\n\npages/about.yaml');
    expect(git('diff', '--cached', '--name-only').trim()).toBe('notes.txt');
    expect((await call('GET', '/_edit/api/diff?file=pages/about.yaml')).body.diff).toBe('');

    const nothing = await call('POST', '/_edit/api/commit', { file: 'pages/about.yaml', message: 'Again' });
    expect(nothing.status).toBe(409);
    expect(nothing.body.error).toMatch(/^git commit refused: /);
    expect((await call('POST', '/_edit/api/commit', { file: 'pages/about.yaml', message: ' ' })).status).toBe(400);
  });

  it('starts a new page with the scaffolder of npm run new, and refuses a name that is taken', async () => {
    const created = await call('POST', '/_edit/api/new', { kind: 'article', slug: 'missed-call-costs' });
    expect(created.status).toBe(201);
    expect(created.body).toMatchObject({ file: 'pages/blog/missed-call-costs.yaml', route: '/blog/missed-call-costs', errors: 0 });
    expect(created.body.warnings).toBeGreaterThan(0);
    expect(existsSync(join(pagesDir, 'blog', 'missed-call-costs.yaml'))).toBe(true);

    const taken = await call('POST', '/_edit/api/new', { kind: 'article', slug: 'missed-call-costs' });
    expect(taken.status).toBe(422);
    expect(taken.body.error).toBe('/blog/missed-call-costs is already taken by pages/blog/missed-call-costs.yaml. Choose another slug.');
    expect((await call('POST', '/_edit/api/new', { kind: 'poem', slug: 'x' })).status).toBe(422);
  });

  it('turns away a Host other than localhost itself, as a DNS-rebinding page would send, without Vite\'s help', async () => {
    const api = createEditorApi(repoRoot, pagesDir);
    const plain = createHttpServer((req, res) => void api.handle(req, res));
    await new Promise<void>((resolve) => plain.listen(0, '127.0.0.1', resolve));
    const plainPort = (plain.address() as { port: number }).port;
    try {
      const ask = (host: string) =>
        new Promise<number>((resolve, reject) => {
          request({ host: '127.0.0.1', port: plainPort, path: '/_edit/api/session', headers: { host } }, (res) => resolve(res.resume().statusCode!)).on('error', reject).end();
        });
      expect(await ask(`localhost:${plainPort}`)).toBe(200);
      expect(await ask(`127.0.0.1:${plainPort}`)).toBe(200);
      expect(await ask(`rebound.example:${plainPort}`)).toBe(403);
    } finally {
      plain.close();
      api.close();
    }
  });

  it('leaves every other address to the dev server', async () => {
    const reply = await call('GET', '/_edit/other');
    expect(reply.headers['content-type'] ?? '').not.toMatch(/application\/json/);
  });
});
