// The one route behind "/{path*}/c/{hash}", "/{path*}/w/{hash}", "/{path*}/z/{hash}" and
// "/{name*}/p/{sku}" (React Router allows "*" only at the end); the loader decided the kind.
import { useLoaderData } from 'react-router-dom';
import type { CatchAllData } from '../../route-data';
import { ContentPageView } from '../content';
import { CategoryPage } from './CategoryPage';
import { ManufacturerPage } from './ManufacturerPage';
import { ProductPage } from './ProductPage';

export function CatchAllPage() {
  const data = useLoaderData<CatchAllData>();
  switch (data.kind) {
    case 'catalogue':
      return <CategoryPage key={data.hash} hash={data.hash} />;
    case 'product':
      return <ProductPage key={data.sku} sku={data.sku} />;
    case 'content':
      return <ContentPageView key={data.hash} hash={data.hash} />;
    case 'manufacturer':
      return <ManufacturerPage key={data.hash} hash={data.hash} />;
  }
}
