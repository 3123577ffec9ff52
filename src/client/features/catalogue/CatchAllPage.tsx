// The one route behind "/{path*}/c/{hash}", "/{path*}/w/{hash}", "/{path*}/z/{hash}" and
// "/{name*}/p/{sku}" (React Router allows "*" only at the end); the loader decided the kind and
// loaded its page component (catch-all-pages.ts).
import { useLoaderData } from 'react-router-dom';
import type { CatchAllData } from '../../route-data';
import { catchAllPage } from './catch-all-pages';

export function CatchAllPage() {
  const data = useLoaderData<CatchAllData>();
  switch (data.kind) {
    case 'product': {
      const ProductPage = catchAllPage('product');
      return <ProductPage key={data.sku} sku={data.sku} />;
    }
    case 'catalogue':
    case 'content':
    case 'manufacturer': {
      const Page = catchAllPage(data.kind);
      return <Page key={data.hash} hash={data.hash} />;
    }
  }
}
