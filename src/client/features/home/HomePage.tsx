// Home (spec section 2): banners, top categories, the five preview listings (sale, news,
// promotions, second-hand, recommended) and the latest articles. Everything was loaded by the
// route loader; a block whose data is missing is left out.
import { Link, useLoaderData } from 'react-router-dom';
import type { ArticlesInput, CatalogueInput } from '../../../generated/graphql';
import { messages } from '../../messages';
import { ButtonLink } from '../../ui/Button';
import { Card } from '../../ui/Card';
import { PageMeta } from '../../ui/PageMeta';
import { PageTitle } from '../../ui/PageTitle';
import { StructuredData } from '../../ui/StructuredData';
import { ProductGrid, RecentlyViewed } from '../catalogue';
import { ArticleGrid, type HomeContentData } from '../content';
import { useBanners } from './useBanners';
import { useHomePreview } from './useHomePreview';
import { useLatestArticles } from './useLatestArticles';
import { useOrganization } from './useOrganization';
import { useTopCategories } from './useTopCategories';

function Banners() {
  const { banners } = useBanners();
  if (banners.length === 0) return null;
  return (
    <section className="banners" aria-label={messages.homePage.banners}>
      {banners.map((banner, i) => (
        <Card as="article" key={banner.id} className={`banner banner--${i === 0 ? 'main' : 'side'}`}>
          <div className="banner__text">
            <h2 className="banner__title">{banner.title}</h2>
            <p>{banner.text}</p>
            <ButtonLink to={banner.to} variant={i === 0 ? 'accent' : 'primary'} size={i === 0 ? 'lg' : 'md'}>
              {banner.cta}
            </ButtonLink>
          </div>
          <img className="banner__image" src={banner.image} alt="" width={320} height={180} loading={i === 0 ? 'eager' : 'lazy'} />
        </Card>
      ))}
    </section>
  );
}

function TopCategories({ hash }: { hash: string }) {
  const { categories: nodes } = useTopCategories(hash);
  if (nodes.length === 0) return null;
  return (
    <section className="home-section" aria-labelledby="home-categories">
      <h2 id="home-categories">{messages.homePage.topCategories}</h2>
      <ul className="category-tiles">
        {nodes.map((node) => (
          <li key={node.hash}>
            <Link to={node.url} className="category-tile">
              {node.image ? <img src={node.image} alt="" width={64} height={64} loading="lazy" /> : null}
              <span>{node.name}</span>
            </Link>
          </li>
        ))}
      </ul>
    </section>
  );
}

/** Cards of the first preview on a phone's first screen: their pictures are the page's LCP, never lazy. */
const FIRST_SCREEN_CARDS = 2;

function Preview({ hash, input, first }: { hash: string; input: CatalogueInput; first: boolean }) {
  const { taxonomy, products } = useHomePreview(hash, input);
  if (!taxonomy || products.length === 0) return null;
  const id = `preview-${hash}`;
  return (
    <section className="home-section preview" aria-labelledby={id}>
      <div className="home-section__head">
        <h2 id={id}>{taxonomy.name}</h2>
        <Link to={taxonomy.url}>
          {messages.homePage.showMore}
          <span className="visually-hidden">: {taxonomy.name}</span>
        </Link>
      </div>
      <ProductGrid products={products} eagerCount={first ? FIRST_SCREEN_CARDS : 0} layout="shelf" />
    </section>
  );
}

function LatestArticles({ inputs }: { inputs: readonly ArticlesInput[] }) {
  const { articles: items } = useLatestArticles(inputs);
  if (items.length === 0) return null;
  return (
    <section className="home-section" aria-labelledby="home-articles">
      <div className="home-section__head">
        <h2 id="home-articles">{messages.homePage.articles}</h2>
        <span className="home-section__links">
          <Link to="/poradna">{messages.pages.advisor}</Link>
          <Link to="/blog">{messages.pages.blog}</Link>
        </span>
      </div>
      <ArticleGrid articles={items} headingLevel={3} />
    </section>
  );
}

export function HomePage() {
  const { rootHash, previews, articles } = useLoaderData<HomeContentData>();
  const organization = useOrganization();
  return (
    <div className="page home-page">
      <PageTitle name={messages.home.title} />
      <PageMeta canonical="/" description={messages.shop.description} image="/favicon.svg" />
      <StructuredData items={organization ? [organization] : []} />
      <h1 className="visually-hidden">{messages.home.heading}</h1>
      <Banners />
      <TopCategories hash={rootHash} />
      {previews.map((p, i) => (
        <Preview key={p.hash} hash={p.hash} input={p.input} first={i === 0} />
      ))}
      <RecentlyViewed />
      <LatestArticles inputs={articles} />
    </div>
  );
}
