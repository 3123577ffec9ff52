import { useAppContext } from '../app-context';

/** `path` ("/mopy/c/abc", "?after=…" included) as an absolute URL of the shop's public origin; absolute URLs stay. */
export function absoluteUrl(origin: string, path: string): string {
  if (/^https?:\/\//i.test(path)) return path;
  return `${origin.replace(/\/+$/, '')}${path.startsWith('/') ? '' : '/'}${path}`;
}

/**
 * The page's one canonical address (absolute, on the shop's public origin), also its Open Graph
 * URL. Pages reachable at more than one address name the one search engines should index: an
 * article that is also a content section's page, a listing with filters (its base address).
 * React 19 hoists both into <head>; the server render moves them there too.
 */
export function CanonicalLink({ path }: { path: string }) {
  const { publicUrl } = useAppContext();
  const href = absoluteUrl(publicUrl, path);
  return (
    <>
      <link rel="canonical" href={href} />
      <meta property="og:url" content={href} />
    </>
  );
}
