// The one route behind "/{path*}/c/{hash}", "/{path*}/w/{hash}", "/{path*}/z/{hash}" and
// "/{name*}/p/{sku}" (React Router allows "*" only at the end); the loader decided the kind.
import { useLoaderData } from 'react-router-dom';
import { messages } from '../../messages';
import type { CatchAllData } from '../../route-data';
import { ShellPage } from '../shell/ShellPage';
import { CategoryPage } from './CategoryPage';
import { ProductPage } from './ProductPage';

export function CatchAllPage() {
  const data = useLoaderData<CatchAllData>();
  switch (data.kind) {
    case 'catalogue':
      return <CategoryPage key={data.hash} hash={data.hash} input={data.input} />;
    case 'product':
      return <ProductPage key={data.sku} sku={data.sku} />;
    case 'content':
      return <ShellPage name={messages.pages.content} />;
    case 'manufacturer':
      return <ShellPage name={messages.pages.manufacturer} />;
  }
}
