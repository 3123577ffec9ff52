// 404 Responses thrown by loaders (unknown path, product, category) show the 404 page; any
// other route error shows the spec's 500 page. The HTTP status is set by the server render
// from the same router state, so page and status always agree.
import { isRouteErrorResponse, useRouteError } from 'react-router-dom';
import { ErrorPage } from './ErrorPage';
import { NotFoundPage } from './NotFoundPage';

export function RouteErrorBoundary() {
  const error = useRouteError();
  if (isRouteErrorResponse(error) && error.status === 404) return <NotFoundPage />;
  return <ErrorPage />;
}
