// The storefront's navigation in the back office (issue 16, item 6): each area (header, menu,
// footer lines …) is a list of items edited as a whole — label, kind and link, order, added and
// removed. Sub-items (the category trees under "Katalog" and the groups) follow their item
// unchanged: they mirror the catalogue's taxonomy, which the catalogue area owns. The navigation
// table's trigger moves the page stamp (migration 0018), so pages and shared answers follow at once.

import { eq, inArray } from 'drizzle-orm';
import type { Db } from '../db/client.js';
import { navigation, taxonomies, type NavigationItem } from '../db/schema.js';
import {
  ADMIN_CONTENT_MESSAGES as M,
  NAVIGATION_ACTIONS,
  NAVIGATION_AREAS,
  NAVIGATION_AREA_ITEMS_MAX,
  NAVIGATION_ITEM_KINDS,
  isNavigationArea,
  isRemoteLink,
  isShopPath,
  type NavigationArea,
} from '../../domain/index.js';
import { writeAudit, type StaffActor } from './staff.js';

export type AdminNavigationItemView = {
  kind: string;
  label: string;
  to: string | null;
  href: string | null;
  newWindow: boolean;
  hash: string | null;
  code: string | null;
  action: string | null;
  image: string | null;
  childCount: number;
};

export type NavigationItemInput = {
  kind: string;
  label: string;
  to?: string | null;
  href?: string | null;
  newWindow?: boolean | null;
  hash?: string | null;
  code?: string | null;
  action?: string | null;
  image?: string | null;
  /** The stored item (its index when loaded) whose sub-items this item keeps; null: none. */
  keepChildrenOf?: number | null;
};

type NavError = { code: string; field: string | null; message: string };

function view(item: NavigationItem): AdminNavigationItemView {
  return {
    kind: item.kind,
    label: item.label,
    to: item.to ?? null,
    href: item.href ?? null,
    newWindow: item.target === '_blank',
    hash: item.hash ?? null,
    code: item.code ?? null,
    action: item.action ?? null,
    image: item.image ?? null,
    childCount: item.items?.length ?? 0,
  };
}

async function storedItems(db: Db, area: NavigationArea): Promise<NavigationItem[]> {
  const [row] = await db.select().from(navigation).where(eq(navigation.area, area));
  return row?.items ?? [];
}

export async function navigationAreas(db: Db): Promise<{ area: NavigationArea; items: AdminNavigationItemView[] }[]> {
  const rows = await db.select().from(navigation);
  const byArea = new Map(rows.map((row) => [row.area, row.items]));
  return NAVIGATION_AREAS.map((area) => ({ area, items: (byArea.get(area) ?? []).map(view) }));
}

const text = (value: string | null | undefined): string => (value ?? '').trim();

/** The stored item for an input, or the field errors that keep it out. */
function checkItem(input: NavigationItemInput, index: number, knownHashes: ReadonlySet<string>, stored: readonly NavigationItem[]): NavigationItem | NavError[] {
  const field = `items.${index}`;
  const errors: NavError[] = [];
  const kind = NAVIGATION_ITEM_KINDS.find((k) => k === input.kind);
  const label = text(input.label);
  if (!kind) errors.push({ code: 'INVALID', field: `${field}.kind`, message: M.navKind });
  if (label === '' || label.length > 100) errors.push({ code: 'INVALID', field: `${field}.label`, message: M.navLabel });
  const item: NavigationItem = { kind: kind ?? 'label', label };
  if (kind === 'local') {
    const to = text(input.to);
    if (!isShopPath(to)) errors.push({ code: 'INVALID', field: `${field}.to`, message: M.navLocal });
    item.to = to;
  } else if (kind === 'remote') {
    const href = text(input.href);
    if (!isRemoteLink(href)) errors.push({ code: 'INVALID', field: `${field}.href`, message: M.navRemote });
    item.href = href;
    if (input.newWindow) item.target = '_blank';
  } else if (kind === 'taxonomy') {
    const hash = text(input.hash);
    if (!knownHashes.has(hash)) errors.push({ code: 'INVALID', field: `${field}.hash`, message: M.navTaxonomy });
    item.hash = hash;
  } else if (kind === 'action') {
    const action = NAVIGATION_ACTIONS.find((a) => a === input.action);
    if (!action) errors.push({ code: 'INVALID', field: `${field}.action`, message: M.navAction });
    item.action = action ?? '';
  }
  const code = text(input.code);
  if (code !== '') item.code = code.slice(0, 100);
  const image = text(input.image);
  if (image !== '' && isShopPath(image)) item.image = image;
  const kept = input.keepChildrenOf == null ? undefined : stored[input.keepChildrenOf]?.items;
  if (kept && kept.length > 0) item.items = kept;
  return errors.length > 0 ? errors : item;
}

export type SaveNavigationResult = { ok: true; items: AdminNavigationItemView[] } | { ok: false; errors: NavError[] };

/** Replaces an area's items; audit-logged with the whole list before → after. */
export async function saveNavigation(db: Db, actor: StaffActor, area: string, input: readonly NavigationItemInput[]): Promise<SaveNavigationResult> {
  if (!isNavigationArea(area)) return { ok: false, errors: [{ code: 'INVALID', field: 'area', message: M.navArea }] };
  if (input.length > NAVIGATION_AREA_ITEMS_MAX) return { ok: false, errors: [{ code: 'INVALID', field: 'items', message: M.navTooMany }] };
  return db.transaction(async (tx): Promise<SaveNavigationResult> => {
    const stored = await storedItems(tx, area);
    const hashes = [...new Set(input.map((item) => text(item.hash)).filter((hash) => hash !== ''))];
    const known = new Set(hashes.length > 0 ? (await tx.select({ hash: taxonomies.hash }).from(taxonomies).where(inArray(taxonomies.hash, hashes))).map((row) => row.hash) : []);
    const errors: NavError[] = [];
    const items: NavigationItem[] = [];
    input.forEach((entry, index) => {
      const checked = checkItem(entry, index, known, stored);
      if (Array.isArray(checked)) errors.push(...checked);
      else items.push(checked);
    });
    if (errors.length > 0) return { ok: false, errors };
    await tx.insert(navigation).values({ area, items }).onConflictDoUpdate({ target: navigation.area, set: { items } });
    await writeAudit(tx, actor, { action: 'navigation.update', entity: 'navigation', entityId: area, before: { items: stored }, after: { items } });
    return { ok: true, items: items.map(view) };
  });
}
