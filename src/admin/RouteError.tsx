import { isRouteErrorResponse, useRouteError } from 'react-router-dom';

export function RouteError() {
  const error = useRouteError();
  const text = isRouteErrorResponse(error) && error.status === 404 ? 'Tato stránka administrace neexistuje.' : 'Stránku se nepodařilo načíst. Zkuste ji prosím obnovit.';
  return (
    <div className="admin-main" role="alert">
      <h1>Chyba</h1>
      <p>{text}</p>
      <p>
        <a href="/admin">Zpět na přehled</a>
      </p>
    </div>
  );
}
