// @vitest-environment node
// The storefront's navigation in the back office (issue 16, item 6): an area is read and saved as a
// whole — renamed, reordered, an item added — and the public navigation answer shows it at once;
// sub-items stay with their item; bad links, unknown categories and areas are Czech field errors
// that change nothing; audit-logged; role content only.

import { and, desc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog } from '../../src/server/db/schema.js';
import { insertStaff } from '../../src/server/services/staff.js';
import { AdminBrowser } from '../helpers/admin.js';
import { startTestApp, type TestApp } from '../helpers/test-app.js';

const PASSWORD = 'Zelena-Konvice-77';
let t: TestApp;
let editor: AdminBrowser;

type Item = { kind: string; label: string; to: string | null; href: string | null; newWindow: boolean; hash: string | null; code: string | null; action: string | null; image: string | null; childCount: number };
type Area = { area: string; items: Item[] };
type Errors = { code: string; field: string | null; message: string }[];
const FIELDS = 'area items { kind label to href newWindow hash code action image childCount }';
const READ = `{ navigationAreas { ${FIELDS} } }`;
const SAVE = `mutation($area: String!, $items: [NavigationItemInput!]!) { saveNavigation(area: $area, items: $items) { ok errors { code field message } area { ${FIELDS} } } }`;

async function staffMember(role: 'content' | 'orders') {
  const email = `${role}-nav-${crypto.randomUUID().slice(0, 8)}@cisto.test`;
  await insertStaff(t.database.db, { email, name: `Navigace ${role}`, password: PASSWORD, roles: [role] });
  const browser = new AdminBrowser(t.url);
  expect((await browser.signIn(email, PASSWORD)).body.data?.signIn.ok).toBe(true);
  return browser;
}

async function area(name: string): Promise<Item[]> {
  const answer = await editor.gql<{ navigationAreas: Area[] }>(READ);
  expect(answer.body.errors).toBeUndefined();
  return answer.body.data!.navigationAreas.find((a) => a.area === name)!.items;
}

/** The items as the editor sends them back: each keeps its own sub-items. */
const asInput = (items: readonly Item[]) => items.map(({ childCount, ...item }, index) => ({ ...item, keepChildrenOf: childCount > 0 ? index : null }));

async function publicNavigation(): Promise<Record<string, { label: string; url: string | null; to: string | null; items: unknown[] | null }[]>> {
  const res = await fetch(`${t.url}/api/content/navigation`);
  expect(res.status).toBe(200);
  return (await res.json()) as Record<string, { label: string; url: string | null; to: string | null; items: unknown[] | null }[]>;
}

beforeAll(async () => {
  t = await startTestApp();
  editor = await staffMember('content');
});
afterAll(async () => {
  await t?.close();
});

describe('navigation', () => {
  it('saves an area renamed, reordered and with a new item; the storefront shows it at once; sub-items stay', async () => {
    const original = await area('main');
    const withChildren = original.findIndex((item) => item.childCount > 0);
    expect(withChildren).toBeGreaterThanOrEqual(0);
    const label = `Rady a tipy ${crypto.randomUUID().slice(0, 6)}`;
    const input = asInput(original);
    input.reverse();
    input.push({ kind: 'local', label, to: '/poradna', href: null, newWindow: false, hash: null, code: null, action: null, image: null, keepChildrenOf: null });
    const saved = await editor.gql<{ saveNavigation: { ok: boolean; errors: Errors; area: Area | null } }>(SAVE, { area: 'main', items: input });
    expect(saved.body.data?.saveNavigation).toMatchObject({ ok: true, errors: [] });
    const items = saved.body.data!.saveNavigation.area!.items;
    expect(items.map((i) => i.label)).toEqual([...original.map((i) => i.label).reverse(), label]);
    expect(items.find((i) => i.label === original[withChildren]!.label)?.childCount).toBe(original[withChildren]!.childCount);

    const shown = (await publicNavigation()).main!;
    expect(shown.map((i) => i.label)).toEqual(items.map((i) => i.label));
    expect(shown.at(-1)).toMatchObject({ label, to: '/poradna' });

    const [audit] = await t.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entity, 'navigation'), eq(auditLog.entityId, 'main')))
      .orderBy(desc(auditLog.id))
      .limit(1);
    expect(audit?.action).toBe('navigation.update');

    // Back as it was (other tests share the database on PostgreSQL).
    // keepChildrenOf names an index of the list as stored now (reversed, one more item).
    const stored = asInput(await area('main'));
    const restore = original.map((item) => stored.find((s) => s.label === item.label)!);
    expect((await editor.gql<{ saveNavigation: { ok: boolean } }>(SAVE, { area: 'main', items: restore })).body.data?.saveNavigation.ok).toBe(true);
    expect((await area('main')).map((i) => [i.label, i.childCount])).toEqual(original.map((i) => [i.label, i.childCount]));
  });

  it('refuses a bad shop path, a bad remote link, an unknown category and an unknown area in Czech, changing nothing', async () => {
    const before = await area('topNav');
    const bad = [
      { kind: 'local', label: 'Špatně', to: 'poradna' },
      { kind: 'remote', label: 'Jinam', href: 'javascript:alert(1)' },
      { kind: 'taxonomy', label: 'Kategorie', hash: 'neni-takova' },
      { kind: 'local', label: '  ', to: '/' },
    ];
    const refused = await editor.gql<{ saveNavigation: { ok: boolean; errors: Errors } }>(SAVE, { area: 'topNav', items: bad });
    expect(refused.body.data?.saveNavigation.ok).toBe(false);
    expect(refused.body.data?.saveNavigation.errors).toEqual([
      { code: 'INVALID', field: 'items.0.to', message: 'Odkaz na e-shopu musí začínat lomítkem (např. /poradna).' },
      { code: 'INVALID', field: 'items.1.href', message: 'Odkaz jinam zadejte celou adresou (https://…, mailto: nebo tel:).' },
      { code: 'INVALID', field: 'items.2.hash', message: 'Kategorie položky neexistuje.' },
      { code: 'INVALID', field: 'items.3.label', message: 'Vyplňte název položky (nejvýše 100 znaků).' },
    ]);
    const unknown = await editor.gql<{ saveNavigation: { ok: boolean; errors: Errors } }>(SAVE, { area: 'footer', items: [] });
    expect(unknown.body.data?.saveNavigation.errors[0]?.message).toBe('Tato část navigace neexistuje.');
    expect(await area('topNav')).toEqual(before);
  });

  it('refuses without a session and to a role other than content', async () => {
    expect((await new AdminBrowser(t.url).gql(READ)).body.errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED');
    const orders = await staffMember('orders');
    expect((await orders.gql(READ)).body.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
    expect((await orders.gql(SAVE, { area: 'main', items: [] })).body.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
  });
});
