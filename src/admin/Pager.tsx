// Previous / next paging of a back-office list; `pages` when the list knows its total.
import { Button } from '../client/ui/Button';

export function Pager({ page, pages, hasNext, onGo }: { page: number; pages?: number; hasNext: boolean; onGo: (page: number) => void }) {
  if (page <= 1 && !hasNext) return null;
  return (
    <nav className="admin-actions" aria-label="Stránkování">
      <Button type="button" size="sm" disabled={page <= 1} onClick={() => onGo(page - 1)}>
        Předchozí
      </Button>
      <span>{pages === undefined ? `Strana ${page}` : `Strana ${page} z ${pages}`}</span>
      <Button type="button" size="sm" disabled={!hasNext} onClick={() => onGo(page + 1)}>
        Další
      </Button>
    </nav>
  );
}
