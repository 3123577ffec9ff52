// The back office's browser entry (admin.html): its own Apollo client and router. Rendered in
// the browser only (no server render): the pages hold nothing search engines should see.
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { ApolloProvider } from '@apollo/client';
import { createBrowserRouter, RouterProvider } from 'react-router-dom';
import { createAdminApollo } from './apollo';
import { ADMIN_BASENAME, adminRoutes } from './routes';
import '../client/styles/fonts.css';
import '../client/styles/tokens.css';
import '../client/styles/base.css';
import '../client/styles/ui.css';
import './admin.css';

const container = document.getElementById('admin-root');
if (!container) throw new Error('#admin-root missing in admin.html');
const router = createBrowserRouter(adminRoutes, { basename: ADMIN_BASENAME });
createRoot(container).render(
  <StrictMode>
    <ApolloProvider client={createAdminApollo()}>
      <RouterProvider router={router} />
    </ApolloProvider>
  </StrictMode>,
);
