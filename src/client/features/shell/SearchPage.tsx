import { useLoaderData } from 'react-router-dom';
import { messages } from '../../messages';
import type { SearchData } from '../../route-data';
import { ShellPage } from './ShellPage';

export function SearchPage() {
  const { q } = useLoaderData<SearchData>();
  return (
    <ShellPage name={messages.pages.search}>
      {q ? (
        <p>
          {messages.pages.searchFor}: „{q}“
        </p>
      ) : null}
    </ShellPage>
  );
}
