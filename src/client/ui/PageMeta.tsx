// Head tags of an indexable page besides its title (PageTitle): the meta description, the
// canonical address, and the Open Graph / Twitter card fields that link previews read.
// React 19 hoists them into <head>; the server render moves them there too.
import { metaDescription } from '../domain';
import { useAppContext } from '../app-context';
import { absoluteUrl, CanonicalLink } from './CanonicalLink';

export interface PageMetaProps {
  /** Free text (tags removed, cut to 160 characters at a word). */
  description?: string | null;
  /** Root-relative canonical path; absent on a page that is not to be indexed. */
  canonical?: string | null;
  /** The picture link previews show (root-relative or absolute). */
  image?: string | null;
  type?: 'website' | 'article' | 'product';
}

export function PageMeta({ description, canonical, image, type = 'website' }: PageMetaProps) {
  const { publicUrl } = useAppContext();
  const text = metaDescription(description);
  const picture = image ? absoluteUrl(publicUrl, image) : null;
  return (
    <>
      {text ? <meta name="description" content={text} /> : null}
      {canonical ? <CanonicalLink path={canonical} /> : null}
      <meta property="og:type" content={type} />
      {text ? <meta property="og:description" content={text} /> : null}
      {picture ? <meta property="og:image" content={picture} /> : null}
      {text ? <meta name="twitter:description" content={text} /> : null}
      {picture ? <meta name="twitter:image" content={picture} /> : null}
    </>
  );
}
