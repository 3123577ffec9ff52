import { useAppContext } from '../app-context';
import { pageTitle } from '../messages';

/**
 * The page's <title>, "Název | Čisto", and the same title for link previews (Open Graph, Twitter).
 * React 19 hoists them into <head>; the server render moves them there too.
 */
export function PageTitle({ name }: { name: string }) {
  const { shopName } = useAppContext();
  const title = pageTitle(name, shopName);
  return (
    <>
      <title>{title}</title>
      <meta property="og:title" content={title} />
      <meta name="twitter:title" content={title} />
    </>
  );
}
