// The navigation's item, as GET /api/content/navigation answers it (spec section 3) and as the
// storefront renders it. One type for both sides: the client schema declares each navigation
// area an opaque `NavigationItems` scalar (schema/client/content.graphql) that codegen maps to
// `NavigationItems`, so Apollo keeps an area as one JSON value instead of a selection tree.

/**
 * One navigation entry. kind: action (action), remote (href, target), local (to), taxonomy (hash;
 * url is its resolved address, null when the node is gone), label (static text). Any kind may
 * carry items (null: none), image, code.
 */
export type NavigationItem = {
  readonly kind: string;
  readonly label: string;
  readonly action: string | null;
  readonly href: string | null;
  readonly target: string | null;
  readonly to: string | null;
  readonly hash: string | null;
  readonly url: string | null;
  readonly image: string | null;
  readonly code: string | null;
  readonly items: readonly NavigationItem[] | null;
};

/** One navigation area (the value of the `NavigationItems` scalar). */
export type NavigationItems = readonly NavigationItem[];

/**
 * The items down to `levels` levels (1: the items alone); deeper items are dropped (`items: null`).
 * An area is stored whole in every page's serialised state, so what no view renders is cut off.
 */
export function navigationToDepth(items: NavigationItems, levels: number): NavigationItems {
  return items.map((item) => ({
    ...item,
    items: levels > 1 && item.items && item.items.length > 0 ? navigationToDepth(item.items, levels - 1) : null,
  }));
}
