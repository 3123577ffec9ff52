import { useLocation } from 'react-router-dom';
import { matchCatchAll } from '../../domain';
import { messages } from '../../messages';
import { Breadcrumbs } from '../../ui/Breadcrumbs';
import { CatalogueListing } from './CatalogueListing';
import { useTaxonomyNode } from './useTaxonomyNode';

const LOGO_SIZE = 96;

/** Manufacturer pages "/{path*}/z/{hash}": the brand's header and its products as a listing. */
export function ManufacturerPage({ hash }: { hash: string }) {
  const { pathname } = useLocation();
  const { node } = useTaxonomyNode(hash);
  const name = node?.name ?? messages.pages.manufacturer;
  const match = matchCatchAll(pathname);
  return (
    <section className="page category-page manufacturer-page">
      <Breadcrumbs items={[{ label: messages.pages.manufacturer }, { label: name }]} />
      <header className="category-page__header manufacturer-page__header">
        {node?.image ? <img src={node.image} alt="" width={LOGO_SIZE} height={LOGO_SIZE} /> : null}
        <div>
          <h1>{name}</h1>
          {node?.description ? <p className="category-page__description">{node.description}</p> : null}
        </div>
      </header>
      <CatalogueListing target={{ hash, taxonomyPath: match?.path ?? '', pathname }} head={{ name, description: node?.description }} />
    </section>
  );
}
