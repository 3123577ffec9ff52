// @vitest-environment node
// Content in the back office (issue 16, item 6): status bars, banners and articles — every
// operation, role refusals, HTML sanitised on save, Czech validation errors, audit rows, and the
// storefront's public API (and the shared page cache's stamp) showing a change at once.

import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog, settings } from '../../src/server/db/schema.js';
import { pageStamp } from '../../src/server/services/page-stamp.js';
import { insertStaff } from '../../src/server/services/staff.js';
import { Browser } from '../helpers/accounts.js';
import { AdminBrowser } from '../helpers/admin.js';
import { startTestApp, type TestApp } from '../helpers/test-app.js';

const PASSWORD = 'Zelena-Konvice-77';
let t: TestApp;
let editor: AdminBrowser;

type Errors = { code: string; field: string | null; message: string }[];
type Bar = { id: string; message: string; type: string; closable: boolean; pathList: string[]; position: number };
type Article = { id: string; type: string; alias: string; title: string; body: string; url: string; publishedAt: string };
const BAR = 'id message type closable pathList position';
const ARTICLE = 'id type alias title category teaserText teaserImage body position publishedAt url';
const BARS = `query { statusBars { ${BAR} } }`;
const SAVE_BAR = `mutation($id: ID, $input: StatusBarInput!) { saveStatusBar(id: $id, input: $input) { ok errors { code field message } statusBar { ${BAR} } } }`;
const DELETE_BAR = `mutation($id: ID!) { deleteStatusBar(id: $id) { ok errors { code field message } } }`;
const BANNERS = `query { banners { id title text image to cta } }`;
const SAVE_BANNERS = `mutation($b: [BannerInput!]!) { saveBanners(banners: $b) { ok errors { code field message } banners { id title to } } }`;
const ARTICLES = `query($type: String, $text: String) { articles(type: $type, text: $text) { items { id alias title url } totalCount page pageSize } }`;
const ONE = `query($id: ID!) { article(id: $id) { ${ARTICLE} } }`;
const SAVE_ARTICLE = `mutation($id: ID, $input: ArticleInput!) { saveArticle(id: $id, input: $input) { ok errors { code field message } article { ${ARTICLE} } } }`;
const DELETE_ARTICLE = `mutation($id: ID!) { deleteArticle(id: $id) { ok errors { code field message } } }`;

async function staffMember(role: 'content' | 'orders') {
  const email = `${role}-obsah-${crypto.randomUUID().slice(0, 8)}@cisto.test`;
  await insertStaff(t.database.db, { email, name: `Obsah ${role}`, password: PASSWORD, roles: [role] });
  const browser = new AdminBrowser(t.url);
  expect((await browser.signIn(email, PASSWORD)).body.data?.signIn.ok).toBe(true);
  return browser;
}

const suffix = () => crypto.randomUUID().slice(0, 8);
const articleInput = (alias: string, body: string) => ({
  type: 'blog',
  alias,
  title: `Jak na skvrny ${alias}`,
  category: 'Tipy',
  teaserText: 'Krátký perex.',
  teaserImage: null,
  body,
  position: 0,
});

async function audits(entityId: string, action: string) {
  return t.database.db.select().from(auditLog).where(and(eq(auditLog.entityId, entityId), eq(auditLog.action, action)));
}

beforeAll(async () => {
  t = await startTestApp();
  editor = await staffMember('content');
});
afterAll(async () => {
  await t?.close();
});

describe('status bars', () => {
  it('creates, changes and deletes a bar; the storefront shows each change at once; audit-logged', async () => {
    const visitor = new Browser(t.url);
    const stampBefore = await pageStamp(t.database.db);
    const text = `Doprava zdarma ${suffix()}`;
    const created = await editor.gql<{ saveStatusBar: { ok: boolean; errors: Errors; statusBar: Bar } }>(SAVE_BAR, {
      input: { message: `<b>${text}</b> <a href="javascript:alert(1)" onclick="x()">klik</a><script>alert(1)</script>`, type: 'success', closable: true, pathList: [], position: 5 },
    });
    expect(created.body.errors).toBeUndefined();
    const bar = created.body.data!.saveStatusBar.statusBar;
    expect(bar.message).toContain(`<b>${text}</b>`);
    expect(bar.message).not.toMatch(/script|javascript:|onclick/i);
    expect(await pageStamp(t.database.db)).not.toBe(stampBefore);

    const shown = await visitor.json<{ statusBarId: string; message: string; type: string }[]>('/api/content/status-bars');
    expect(shown.body.find((b) => b.statusBarId === bar.id)).toMatchObject({ type: 'success' });

    const changed = await editor.gql<{ saveStatusBar: { ok: boolean; statusBar: Bar } }>(SAVE_BAR, {
      id: bar.id,
      input: { message: 'Změněný text', type: 'warning', closable: false, pathList: ['/kosik'], position: 1 },
    });
    expect(changed.body.data?.saveStatusBar).toMatchObject({ ok: true, statusBar: { id: bar.id, message: 'Změněný text', type: 'warning', pathList: ['/kosik'] } });
    const again = await visitor.json<{ statusBarId: string; message: string; type: string }[]>('/api/content/status-bars');
    expect(again.body.find((b) => b.statusBarId === bar.id)).toMatchObject({ message: 'Změněný text', type: 'warning' });
    expect((await editor.gql<{ statusBars: Bar[] }>(BARS)).body.data?.statusBars.map((b) => b.id)).toContain(bar.id);

    expect((await editor.gql<{ deleteStatusBar: { ok: boolean } }>(DELETE_BAR, { id: bar.id })).body.data?.deleteStatusBar.ok).toBe(true);
    const gone = await visitor.json<{ statusBarId: string }[]>('/api/content/status-bars');
    expect(gone.body.map((b) => b.statusBarId)).not.toContain(bar.id);

    expect(await audits(bar.id, 'statusBar.create')).toHaveLength(1);
    const [update] = await audits(bar.id, 'statusBar.update');
    expect(update).toMatchObject({ entity: 'statusBar', before: { type: 'success' }, after: { type: 'warning', message: 'Změněný text' } });
    expect((await audits(bar.id, 'statusBar.delete'))[0]).toMatchObject({ before: { id: bar.id }, after: null });
  });

  it('refuses bad input in Czech and an unknown bar', async () => {
    const bad = await editor.gql<{ saveStatusBar: { ok: boolean; errors: Errors } }>(SAVE_BAR, {
      input: { message: '<script>x</script>', type: 'pink', closable: true, pathList: ['kosik'], position: -1 },
    });
    expect(bad.body.data?.saveStatusBar.ok).toBe(false);
    expect(bad.body.data?.saveStatusBar.errors.map((e) => e.field).sort()).toEqual(['message', 'pathList', 'position', 'type']);
    expect(bad.body.data?.saveStatusBar.errors[0]?.message).toBe('Vyplňte text lišty.');
    const unknown = await editor.gql<{ deleteStatusBar: { ok: boolean; errors: Errors } }>(DELETE_BAR, { id: 'neni' });
    expect(unknown.body.data?.deleteStatusBar).toMatchObject({ ok: false, errors: [{ code: 'NOT_FOUND', message: 'Záznam nebyl nalezen.' }] });
  });
});

describe('banners', () => {
  it('replaces the home page banners, shown by the public API; audit-logged; validated', async () => {
    const before = await editor.gql<{ banners: { id: string; title: string; text: string; image: string; to: string; cta: string }[] }>(BANNERS);
    const original = before.body.data!.banners;
    expect(original.length).toBeGreaterThan(0);
    const [storedRow] = await t.database.db.select().from(settings).where(eq(settings.key, 'banners'));
    try {
      const title = `Nový banner ${suffix()}`;
      const saved = await editor.gql<{ saveBanners: { ok: boolean; banners: { id: string; title: string }[] } }>(SAVE_BANNERS, {
        b: [{ id: 'novy', title, text: 'Text', image: '/images/articles/jarni-uklid.svg', to: '/klub', cta: 'Více' }, ...original],
      });
      expect(saved.body.data?.saveBanners.ok).toBe(true);
      const shown = await new Browser(t.url).json<{ id: string; title: string }[]>('/api/content/banners');
      expect(shown.body[0]).toMatchObject({ id: 'novy', title });
      const [audit] = await audits('banners', 'banners.update');
      expect(audit?.entity).toBe('settings');

      const bad = await editor.gql<{ saveBanners: { ok: boolean; errors: Errors } }>(SAVE_BANNERS, {
        b: [
          { id: 'a', title: 'A', text: '', image: '', to: 'https://zlo.example', cta: '' },
          { id: 'a', title: 'B', text: '', image: '', to: '/b', cta: '' },
        ],
      });
      expect(bad.body.data?.saveBanners.ok).toBe(false);
      expect(bad.body.data?.saveBanners.errors.map((e) => e.message)).toEqual([
        'Odkaz banneru musí být adresa na e-shopu začínající lomítkem.',
        'Kódy bannerů se nesmí opakovat.',
      ]);
    } finally {
      // The banners are one shared row: leave it as it was for other tests.
      if (storedRow) await t.database.db.update(settings).set({ value: storedRow.value }).where(eq(settings.key, 'banners'));
      else await t.database.db.delete(settings).where(eq(settings.key, 'banners'));
    }
  });
});

describe('articles', () => {
  it('creates an article with its body sanitised on save, edits it, the storefront shows it at once, deletes it; audit-logged', async () => {
    const alias = `skvrny-${suffix()}`;
    const created = await editor.gql<{ saveArticle: { ok: boolean; errors: Errors; article: Article } }>(SAVE_ARTICLE, {
      input: articleInput(alias, '<p>Ahoj <strong>tučně</strong><img src="/x.png" onerror="alert(1)"><a href="javascript:alert(1)">odkaz</a></p><script>alert(2)</script>'),
    });
    expect(created.body.errors).toBeUndefined();
    const article = created.body.data!.saveArticle.article;
    expect(article).toMatchObject({ type: 'blog', alias, url: `/blog/${alias}` });
    expect(article.body).toContain('<strong>tučně</strong>');
    expect(article.body).not.toMatch(/script|onerror|javascript:/i);

    const visitor = new Browser(t.url);
    const publicRead = await visitor.json<{ title: string; body: string }>(`/api/content/articles/blog/${alias}`);
    expect(publicRead.status).toBe(200);
    expect(publicRead.body.body).toContain('<strong>tučně</strong>');

    const edited = await editor.gql<{ saveArticle: { ok: boolean; article: Article } }>(SAVE_ARTICLE, {
      id: article.id,
      input: { ...articleInput(alias, '<h2>Nový</h2><p><em>kurzíva</em></p>'), title: 'Nový nadpis' },
    });
    expect(edited.body.data?.saveArticle).toMatchObject({ ok: true, article: { id: article.id, title: 'Nový nadpis' } });
    const after = await visitor.json<{ title: string; body: string }>(`/api/content/articles/blog/${alias}`);
    expect(after.body).toMatchObject({ title: 'Nový nadpis', body: '<h2>Nový</h2><p><em>kurzíva</em></p>' });

    const listed = await editor.gql<{ articles: { items: { id: string }[]; totalCount: number } }>(ARTICLES, { type: 'blog', text: alias });
    expect(listed.body.data?.articles).toMatchObject({ totalCount: 1, items: [{ id: article.id }] });
    expect((await editor.gql<{ article: Article }>(ONE, { id: article.id })).body.data?.article.title).toBe('Nový nadpis');

    const [update] = await audits(article.id, 'article.update');
    expect(update).toMatchObject({ entity: 'article', before: { title: `Jak na skvrny ${alias}` }, after: { title: 'Nový nadpis' } });

    expect((await editor.gql<{ deleteArticle: { ok: boolean } }>(DELETE_ARTICLE, { id: article.id })).body.data?.deleteArticle.ok).toBe(true);
    expect((await visitor.json(`/api/content/articles/blog/${alias}`)).status).toBe(404);
    expect(await audits(article.id, 'article.delete')).toHaveLength(1);
    expect((await editor.gql<{ article: Article | null }>(ONE, { id: article.id })).body.data?.article).toBeNull();
  });

  it('validates the slug, its uniqueness within the section and the fields, in Czech', async () => {
    const alias = `unikat-${suffix()}`;
    expect((await editor.gql<{ saveArticle: { ok: boolean } }>(SAVE_ARTICLE, { input: articleInput(alias, '<p>Text</p>') })).body.data?.saveArticle.ok).toBe(true);
    const taken = await editor.gql<{ saveArticle: { ok: boolean; errors: Errors } }>(SAVE_ARTICLE, { input: articleInput(alias, '<p>Jiný</p>') });
    expect(taken.body.data?.saveArticle).toMatchObject({ ok: false, errors: [{ code: 'ALIAS_TAKEN', field: 'alias', message: 'Článek s touto adresou už v této sekci existuje.' }] });
    // The same slug in another section is a different address.
    expect((await editor.gql<{ saveArticle: { ok: boolean } }>(SAVE_ARTICLE, { input: { ...articleInput(alias, '<p>Text</p>'), type: 'news' } })).body.data?.saveArticle.ok).toBe(true);

    const bad = await editor.gql<{ saveArticle: { ok: boolean; errors: Errors } }>(SAVE_ARTICLE, {
      input: { ...articleInput('Špatná adresa!', '<script>jen skript</script>'), type: 'recept', title: ' ', publishedAt: 'včera' },
    });
    expect(bad.body.data?.saveArticle.ok).toBe(false);
    expect(bad.body.data?.saveArticle.errors.map((e) => e.field).sort()).toEqual(['alias', 'body', 'publishedAt', 'title', 'type']);
    expect(bad.body.data?.saveArticle.errors.find((e) => e.field === 'alias')?.message).toMatch(/^Adresa \(slug\)/);
    const unknown = await editor.gql<{ saveArticle: { ok: boolean; errors: Errors } }>(SAVE_ARTICLE, { id: '999999999', input: articleInput(`x-${suffix()}`, '<p>a</p>') });
    expect(unknown.body.data?.saveArticle.errors[0]?.code).toBe('NOT_FOUND');
  });
});

describe('roles', () => {
  it('refuses without a session and to a role other than content', async () => {
    const anonymous = await new AdminBrowser(t.url).gql(BARS, {});
    expect(anonymous.body.errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED');
    const orders = await staffMember('orders');
    for (const [query, variables] of [
      [BARS, {}],
      [BANNERS, {}],
      [ARTICLES, {}],
      [ONE, { id: '1' }],
      [SAVE_BAR, { input: { message: 'x', type: 'info', closable: true, pathList: [], position: 0 } }],
      [DELETE_BAR, { id: 'x' }],
      [SAVE_BANNERS, { b: [] }],
      [SAVE_ARTICLE, { input: articleInput('x', '<p>x</p>') }],
      [DELETE_ARTICLE, { id: '1' }],
    ] as const) {
      const refused = await orders.gql(query, variables);
      expect(refused.body.errors?.[0], query).toMatchObject({ message: 'K této akci nemáte oprávnění.', extensions: { code: 'FORBIDDEN' } });
    }
  });
});
