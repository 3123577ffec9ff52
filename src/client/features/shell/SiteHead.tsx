// Head tags every page shares (issue 15): the site's name and language for link previews, the
// Twitter card type, and robots "noindex" for the pages routes.tsx marks with NOINDEX. Pages add
// their title, description and canonical address (PageTitle, PageMeta).
import { useMatches } from 'react-router-dom';
import { useAppContext } from '../../app-context';
import { isNoindex } from '../../route-data';

export function SiteHead() {
  const { shopName } = useAppContext();
  const noindex = isNoindex(useMatches().map((match) => match.handle));
  return (
    <>
      {noindex ? <meta name="robots" content="noindex, follow" /> : null}
      <meta property="og:site_name" content={shopName} />
      <meta property="og:locale" content="cs_CZ" />
      <meta name="twitter:card" content="summary" />
    </>
  );
}
