// @vitest-environment node
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MESSAGES, NAVIGATION_AREAS, matchCatchAll, type NavigationArea, type NavigationItem, type NavigationItems } from '../../src/domain/index.js';
import { complaints, gifts, newsletterSubscriptions, statusBars } from '../../src/server/db/schema.js';
import type { Mailer, OutgoingMail } from '../../src/server/mail/index.js';
import { sanitizeArticle, sanitizeInline } from '../../src/server/services/content.js';
import { startTestApp, type TestApp } from '../helpers/test-app.js';

const sent: OutgoingMail[] = [];
const mailer: Mailer = {
  async send(message) {
    sent.push(message);
    return { messageId: `m${sent.length}` };
  },
  close() {},
};

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp({ mailer, chatScriptUrl: 'https://chat.example/widget.js', chatKey: 'k-1' });
});
afterAll(async () => {
  await t.close();
});

async function get<T>(path: string, headers: Record<string, string> = {}): Promise<{ status: number; body: T; headers: Headers }> {
  const res = await fetch(`${t.url}${path}`, { headers });
  return { status: res.status, body: (await res.json()) as T, headers: res.headers };
}

async function post<T>(path: string, body: unknown, ip?: string): Promise<{ status: number; body: T }> {
  const res = await fetch(`${t.url}${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...(ip ? { 'x-test-ip': ip } : {}) },
    body: JSON.stringify(body),
  });
  return { status: res.status, body: (await res.json()) as T };
}

/** Every item of a tree, at every depth. */
function allItems(items: NavigationItems): NavigationItem[] {
  return items.flatMap((item) => [item, ...allItems(item.items ?? [])]);
}

describe('shell content API', () => {
  it('navigation has all seven areas with every item kind, taxonomy items resolved to urls', async () => {
    const { status, body } = await get<Record<NavigationArea, NavigationItems> & { id: string }>('/api/content/navigation');
    expect(status).toBe(200);
    expect(body.id).toBe('navigation');
    expect(Object.keys(body).sort()).toEqual(['id', ...NAVIGATION_AREAS].sort());
    for (const area of NAVIGATION_AREAS) expect(body[area].length).toBeGreaterThan(0);
    // The storefront keeps each area as one opaque value typed NavigationItem (src/domain): every
    // item, at every depth, carries every field (null when unset), never an empty items list.
    const fields = ['action', 'code', 'hash', 'href', 'image', 'items', 'kind', 'label', 'target', 'to', 'url'];
    for (const area of NAVIGATION_AREAS) {
      for (const item of allItems(body[area])) {
        expect(Object.keys(item).sort(), `${area}: ${item.label}`).toEqual(fields);
        expect(item.items === null || item.items.length > 0).toBe(true);
      }
    }
    const kinds = new Set(Object.values(body).flatMap((v) => (Array.isArray(v) ? v.map((i) => i.kind) : [])));
    expect([...kinds].sort()).toEqual(['action', 'label', 'local', 'remote', 'taxonomy']);
    const taxonomy = body.categories[0]!;
    expect(taxonomy.url).toMatch(/\/c\/[0-9a-f]{16}$/);
    expect(taxonomy.items?.length).toBeGreaterThan(0);
    const remote = body.horizontalNav.find((i) => i.kind === 'remote');
    expect(remote?.target).toBe('_blank');
    expect(body.horizontalNav.find((i) => i.kind === 'action')?.action).toBe('openChat');
  });

  it('the club rewards catalogue lists every gift with its name, picture and points, fewest points first', async () => {
    const rewards = await get<{ sku: string; text: string; image: string | null; loyaltyPoints: number }[]>('/api/content/rewards');
    expect(rewards.status).toBe(200);
    const stored = await t.database.db.select().from(gifts);
    expect(stored.length).toBeGreaterThan(0);
    expect(rewards.body.map((r) => r.sku).sort()).toEqual(stored.map((g) => g.sku).sort());
    expect(rewards.body.every((r) => r.text !== '' && r.image && r.loyaltyPoints > 0)).toBe(true);
    const points = rewards.body.map((r) => r.loyaltyPoints);
    expect(points).toEqual([...points].sort((a, b) => a - b));
  });

  it('footer, settings (with chat config) and banners', async () => {
    const footer = await get<{ sections: { title: string; links: unknown[] }[]; showroom: { address: string }; social: unknown[]; partners: unknown[] }>('/api/content/footer');
    expect(footer.body.sections.length).toBe(3);
    expect(footer.body.showroom.address).toContain(',');
    expect(footer.body.partners.length).toBeGreaterThan(0);
    const settings = await get<{ phone: string; email: string; openingHours: string; chatScriptUrl: string; chatKey: string }>('/api/content/settings');
    expect(settings.body).toMatchObject({ openingHours: 'Po - Pá 8:00 - 16:30', chatScriptUrl: 'https://chat.example/widget.js', chatKey: 'k-1' });
    expect(settings.body.phone).not.toBe('');
    // The delivery rates of products' structured data: delivered methods anyone may choose for any
    // product, with VAT, cheapest first — no pick-up, no login-only car delivery, no machine-only
    // technician, no pallet (only for heavy orders).
    const rates = await get<{ deliveryRates: { name: string; priceWithTax: number; priceFrom: number | null; priceTo: number | null }[] }>('/api/content/settings');
    expect(rates.body.deliveryRates).toEqual([
      { name: 'PPL – doprava zdarma', priceWithTax: 0, priceFrom: 250_000, priceTo: null },
      { name: 'Zásilkovna – výdejní místo', priceWithTax: 7_900, priceFrom: null, priceTo: null },
      { name: 'PPL – doručení na adresu', priceWithTax: 12_900, priceFrom: null, priceTo: 249_999 },
      { name: 'DPD – doručení na adresu', priceWithTax: 13_900, priceFrom: null, priceTo: null },
      { name: 'Česká pošta – Balík Do ruky', priceWithTax: 14_900, priceFrom: null, priceTo: null },
    ]);
    const banners = await get<{ cta: string; to: string }[]>('/api/content/banners');
    expect(banners.body.length).toBeGreaterThan(0);
    // "Zobrazit akce" opens the Akce listing, which answers with the Akce node.
    const promotions = banners.body.find((b) => b.cta === 'Zobrazit akce');
    const akce = matchCatchAll(promotions?.to ?? '');
    expect(akce?.kind).toBe('catalogue');
    const node = await get<{ name: string; kind: string } | null>(`/api/taxonomies/detail?hash=${akce?.id ?? ''}`);
    expect(node.body).toMatchObject({ name: 'Akce', kind: 'preview' });
  });

  it('status bars are sanitised and closed ones are left out (closedStatusBars cookie)', async () => {
    await t.database.db
      .insert(statusBars)
      .values({ id: 'xss-test', message: 'Ahoj <script>alert(1)</script><a href="javascript:alert(1)" onclick="x()">odkaz</a> <strong>tučně</strong>', type: 'nonsense', closable: true, pathList: [], position: 99 });
    const all = await get<{ statusBarId: string; message: string; type: string }[]>('/api/content/status-bars');
    const bar = all.body.find((b) => b.statusBarId === 'xss-test');
    expect(bar?.message).not.toMatch(/script|javascript|onclick/);
    expect(bar?.message).toContain('<strong>tučně</strong>');
    expect(bar?.type).toBe('info');
    const cookie = `closedStatusBars=${encodeURIComponent(JSON.stringify(['xss-test', 'klub-cisto']))}`;
    const filtered = await get<{ statusBarId: string }[]>('/api/content/status-bars', { cookie });
    const ids = filtered.body.map((b) => b.statusBarId);
    expect(ids).not.toContain('xss-test');
    // Not closable: a closed id does not hide it.
    expect(ids).toContain('klub-cisto');
    expect(filtered.headers.get('cache-control')).toContain('no-store');
    await t.database.db.delete(statusBars).where(eq(statusBars.id, 'xss-test'));
  });

  it('sanitisers keep safe markup only', () => {
    expect(sanitizeInline('<img src=x onerror=alert(1)><b>ok</b>')).toBe('<b>ok</b>');
    expect(sanitizeArticle('<h2>Nadpis</h2><iframe src="x"></iframe><a href="https://x.cz" target="_blank">x</a>')).toBe(
      '<h2>Nadpis</h2><a href="https://x.cz" target="_blank" rel="noopener noreferrer">x</a>',
    );
  });
});

type ArticleList = { items: { id: string; title: string; date: string; url: string; type: string; category: string | null }[]; totalCount: number; page: number; pageCount: number; categories: string[] };

describe('articles and showrooms', () => {
  it('lists advisor articles with the four sorts', async () => {
    const byDateDesc = await get<ArticleList>('/api/articles/for-taxonomy?type=advisor&sort=DATE_DESC&pageSize=50');
    expect(byDateDesc.status).toBe(200);
    const dates = byDateDesc.body.items.map((i) => i.date);
    expect(dates).toEqual([...dates].sort().reverse());
    const byDateAsc = await get<ArticleList>('/api/articles/for-taxonomy?type=advisor&sort=DATE_ASC&pageSize=50');
    expect(byDateAsc.body.items.map((i) => i.date)).toEqual([...dates].sort());
    const orderAsc = await get<ArticleList>('/api/articles/for-taxonomy?type=advisor&sort=ORDER_ASC&pageSize=50');
    const orderDesc = await get<ArticleList>('/api/articles/for-taxonomy?type=advisor&sort=ORDER_DESC&pageSize=50');
    expect(orderDesc.body.items.map((i) => i.id)).toEqual([...orderAsc.body.items.map((i) => i.id)].reverse());
    expect(byDateDesc.body.items[0]!.url).toMatch(/^\/poradna\//);
    expect(byDateDesc.body.categories.length).toBeGreaterThan(1);
  });

  it('filters by category, pages, and by taxonomy hash', async () => {
    const news = await get<ArticleList>(`/api/articles/for-taxonomy?type=news&category=${encodeURIComponent('Akce')}`);
    expect(news.body.items.length).toBeGreaterThan(0);
    expect(news.body.items.every((i) => i.category === 'Akce' && i.url.startsWith('/aktuality/'))).toBe(true);
    const paged = await get<ArticleList>('/api/articles/for-taxonomy?type=blog&pageSize=2&page=2');
    // The seed's five blog posts make three pages of two.
    expect(paged.body.page).toBe(2);
    expect(paged.body.pageCount).toBe(3);
    expect(paged.body.items.length).toBe(2);
    const first = await get<ArticleList>('/api/articles/for-taxonomy?type=advisor&pageSize=50');
    const attached = await get<{ body: string }>(`/api/content/articles/advisor/${first.body.items[0]!.url.split('/').pop()}`);
    expect(attached.status).toBe(200);
  });

  it('answers 400 with a Czech message for bad input', async () => {
    const badSort = await get<{ statusCode: number; message: string }>('/api/articles/for-taxonomy?sort=RANDOM');
    expect(badSort.status).toBe(400);
    expect(badSort.body.message).toContain('Neznámé řazení');
    const badType = await get<{ message: string }>('/api/articles/for-taxonomy?type=evil');
    expect(badType.status).toBe(400);
    const badPage = await get<{ message: string }>('/api/articles/for-taxonomy?page=abc');
    expect(badPage.status).toBe(400);
  });

  it('article detail, page articles and 404', async () => {
    const contacts = await get<{ title: string; body: string; url: string }>('/api/content/articles/article/kontakty');
    expect(contacts.body).toMatchObject({ title: 'Kontakty', url: '/stranky/kontakty' });
    expect(contacts.body.body).toContain('<h2>');
    expect((await get('/api/content/articles/article/neexistuje')).status).toBe(404);
    expect((await get('/api/content/articles/nonsense/kontakty')).status).toBe(404);
  });

  it('content /w/ page by hash', async () => {
    const { taxonomyHash } = await import('../../src/domain/index.js');
    const page = await get<{ name: string; article: { title: string } | null }>(`/api/content/page?hash=${taxonomyHash('/obsah/velkoodber')}`);
    expect(page.status).toBe(200);
    expect(page.body.name).toBe('Velkoodběr');
    expect(page.body.article?.title).toBe('Velkoodběr pro firmy');
    expect((await get(`/api/content/page?hash=${taxonomyHash('/obsah/nic')}`)).status).toBe(404);
    expect((await get('/api/content/page?hash=NOT_A_HASH')).status).toBe(400);
  });

  it('showrooms by id and alias', async () => {
    const list = await get<{ id: string; alias: string; url: string; telephone: string }[]>('/api/articles/showrooms');
    expect(list.body.length).toBe(3);
    const praha = list.body.find((s) => s.alias === 'praha')!;
    expect(praha.url).toBe('/showrooms/praha');
    expect((await get<{ name: string }>(`/api/articles/showrooms/${praha.id}`)).body.name).toBe('Showroom Praha');
    expect((await get<{ name: string }>('/api/articles/showrooms/praha')).body.name).toBe('Showroom Praha');
    expect((await get('/api/articles/showrooms/nowhere')).status).toBe(404);
  });
});

describe('newsletter', () => {
  it('stores the e-mail (lower-cased, once) and answers ok', async () => {
    const email = `Newsletter.${Date.now()}@Example.cz`;
    const first = await post<{ ok: boolean }>('/api/utils/save-newsletter-email', { email, agreement: true });
    expect(first).toEqual({ status: 200, body: { ok: true } });
    const again = await post<{ ok: boolean }>('/api/utils/save-newsletter-email', { email: email.toLowerCase(), agreement: true });
    expect(again.body.ok).toBe(true);
    const rows = await t.database.db.select().from(newsletterSubscriptions).where(eq(newsletterSubscriptions.email, email.toLowerCase()));
    expect(rows).toHaveLength(1);
  });

  it('refuses a bad e-mail and a missing agreement with the spec messages', async () => {
    const bad = await post<{ message: string }>('/api/utils/save-newsletter-email', { email: 'nope', agreement: true });
    expect(bad.status).toBe(400);
    expect(bad.body.message).toContain(MESSAGES.emailFormat);
    const noAgreement = await post<{ message: string }>('/api/utils/save-newsletter-email', { email: 'a@b.cz', agreement: false });
    expect(noAgreement.status).toBe(400);
    expect(noAgreement.body.message).toContain(MESSAGES.privacyAgreement);
  });

  it('is rate-limited per e-mail address', async () => {
    const email = `limit.${Date.now()}@example.cz`;
    const statuses: number[] = [];
    for (let i = 0; i < 5; i++) statuses.push((await post('/api/utils/save-newsletter-email', { email, agreement: true })).status);
    expect(statuses.slice(0, 3)).toEqual([200, 200, 200]);
    expect(statuses.at(-1)).toBe(429);
  });
});

describe('complaints', () => {
  // The customer's confirmation needs an order placed with that e-mail (issue 11; see
  // mail-relay.test.ts): for an order number unknown with this e-mail only the shop is told.
  it('stores a valid complaint and e-mails the shop', async () => {
    sent.length = 0;
    const email = `reklamace.${Date.now()}@example.cz`;
    const res = await post<{ ok: boolean; complaintNumber: string }>('/api/content/complaints', {
      name: 'Jana Nováková',
      email,
      phone: '+420 601 123 456',
      orderNumber: '2026000123',
      productSku: 'UC-0001',
      description: 'Dávkovač po týdnu přestal fungovat.',
      agreement: true,
    });
    expect(res.status).toBe(200);
    expect(res.body.complaintNumber).toMatch(/^R\d{4}-\d{6}$/);
    const [row] = await t.database.db.select().from(complaints).where(eq(complaints.number, res.body.complaintNumber));
    expect(row).toMatchObject({ email, orderNumber: '2026000123', productSku: 'UC-0001' });
    // The outbox's worker sends after the commit, not within the request (on PostgreSQL a moment later).
    await expect.poll(() => sent.map((m) => m.to)).toEqual(['info@cisto.cz']);
    expect(sent[0]!.subject).toContain('2026000123');
  });

  it('refuses invalid input with 400 and Czech messages', async () => {
    const res = await post<{ message: string }>('/api/content/complaints', { name: '', email: 'x', orderNumber: '', description: 'krátké', agreement: false });
    expect(res.status).toBe(400);
    expect(res.body.message).toContain(MESSAGES.required);
    const notJson = await fetch(`${t.url}/api/content/complaints`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: '{' });
    expect(notJson.status).toBe(400);
  });
});
