import { Link } from 'react-router-dom';

export function Component() {
  return (
    <>
      <h1>Stránka nenalezena</h1>
      <p>Tato stránka administrace neexistuje.</p>
      <p>
        <Link to="/">Zpět na přehled</Link>
      </p>
    </>
  );
}
