import { useAppContext } from '../app-context';
import { pageTitle } from '../messages';

/** React 19 hoists <title> into <head>; the server render moves it there too. */
export function PageTitle({ name }: { name: string }) {
  const { shopName } = useAppContext();
  return <title>{pageTitle(name, shopName)}</title>;
}
