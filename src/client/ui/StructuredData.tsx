// schema.org structured data as JSON-LD. A data block, not a script: browsers never execute it,
// so the page's Content-Security-Policy needs no hash for it (docs/security.md).
import { absoluteUrl } from './CanonicalLink';

export type Json = string | number | boolean | null | Json[] | { [key: string]: Json };
export type JsonObject = { [key: string]: Json };

/** JSON for a <script> element: "<" escaped so no text can close the script early. */
export function jsonForScript(value: Json): string {
  return JSON.stringify(value).replace(/</g, '\\u003c');
}

/** One JSON-LD block per item (each with its own "@context"). */
export function StructuredData({ items }: { items: readonly JsonObject[] }) {
  return (
    <>
      {items.map((json, i) => (
        <script key={i} type="application/ld+json" dangerouslySetInnerHTML={{ __html: jsonForScript(json) }} />
      ))}
    </>
  );
}

/** BreadcrumbList of a page's trail (the page itself last), with absolute item URLs. */
export function breadcrumbList(origin: string, crumbs: readonly { name: string; url: string }[]): JsonObject {
  return {
    '@context': 'https://schema.org',
    '@type': 'BreadcrumbList',
    itemListElement: crumbs.map((c, i) => ({ '@type': 'ListItem', position: i + 1, name: c.name, item: absoluteUrl(origin, c.url) })),
  };
}
