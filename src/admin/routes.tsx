// The /admin route tree (basename /admin): every page is a lazy route module, so the admin entry
// holds only the frame; none of it is ever in a storefront chunk (its own Vite entry, admin.html).
// Areas add their routes here and their links in nav.ts.
import type { RouteObject } from 'react-router-dom';
import { Layout } from './Layout';
import { RouteError } from './RouteError';

export const ADMIN_BASENAME = '/admin';

export const adminRoutes: RouteObject[] = [
  { path: '/prihlaseni', lazy: () => import('./pages/SignIn'), errorElement: <RouteError /> },
  {
    path: '/',
    element: <Layout />,
    errorElement: <RouteError />,
    children: [
      { index: true, lazy: () => import('./pages/Dashboard') },
      { path: 'objednavky', lazy: () => import('./pages/Orders') },
      { path: 'objednavky/:id', lazy: () => import('./pages/OrderDetail') },
      { path: 'odstoupeni', lazy: () => import('./pages/Withdrawals') },
      { path: 'reklamace', lazy: () => import('./pages/Complaints') },
      { path: 'zakaznici', lazy: () => import('./pages/Customers') },
      { path: 'zakaznici/:id', lazy: () => import('./pages/CustomerDetail') },
      { path: 'katalog', lazy: () => import('./pages/Catalogue') },
      { path: 'katalog/import', lazy: () => import('./pages/CatalogueImport') },
      { path: 'katalog/:id', lazy: () => import('./pages/ProductEdit') },
      { path: 'katalog/:id/obrazky', lazy: () => import('./pages/ProductImages') },
      { path: 'zabezpeceni', lazy: () => import('./pages/Security') },
      { path: 'pracovnici', lazy: () => import('./pages/Staff') },
      { path: 'posta', lazy: () => import('./pages/Mail') },
      { path: 'obsah', lazy: () => import('./pages/Content') },
      { path: 'obsah/bannery', lazy: () => import('./pages/Banners') },
      { path: 'obsah/navigace', lazy: () => import('./pages/Navigation') },
      { path: 'obsah/clanky', lazy: () => import('./pages/Articles') },
      { path: 'obsah/clanky/:id', lazy: () => import('./pages/ArticleEdit') },
      { path: '*', lazy: () => import('./pages/NotFound') },
    ],
  },
];
