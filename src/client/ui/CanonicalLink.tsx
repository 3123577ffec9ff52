/**
 * The page's one canonical address, for a page reachable at more than one (an article that is
 * also a content section's page). Root-relative: browsers and search engines resolve it against
 * the page's own origin, so the server render and the browser agree without knowing the public URL.
 * React 19 hoists the <link> into <head>; the server render moves it there too.
 */
export function CanonicalLink({ path }: { path: string }) {
  return <link rel="canonical" href={path} />;
}
