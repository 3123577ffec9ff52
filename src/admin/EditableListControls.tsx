// The controls of a list edited as a whole in a back-office form (banners, navigation items): each
// entry's "Výš", "Níž", "Odebrat", and the form's end with the list error, "add", "save" and the notice.
import { Alert } from '../client/ui/Alert';
import { SavedNotice } from './SavedNotice';
import { Button } from '../client/ui/Button';

/** Move up, move down and remove one entry; `noun` names it in the accessible labels ("banner", "položku"). */
export function ListItemControls({ index, count, noun, onMove, onRemove }: { index: number; count: number; noun: string; onMove: (by: -1 | 1) => void; onRemove: () => void }) {
  return (
    <div className="admin-actions">
      <Button size="sm" disabled={index === 0} aria-label={`Posunout ${noun} ${index + 1} výš`} onClick={() => onMove(-1)}>
        Výš
      </Button>
      <Button size="sm" disabled={index === count - 1} aria-label={`Posunout ${noun} ${index + 1} níž`} onClick={() => onMove(1)}>
        Níž
      </Button>
      <Button size="sm" variant="danger" aria-label={`Odebrat ${noun} ${index + 1}`} onClick={onRemove}>
        Odebrat
      </Button>
    </div>
  );
}

/** The list's own error, "add" and "save" (submits the form), and the notice after a save. */
export function ListFormFooter({
  error,
  addLabel,
  onAdd,
  saveLabel,
  saving,
  notice,
}: {
  error: string | null | undefined;
  addLabel: string;
  onAdd: () => void;
  saveLabel: string;
  saving: boolean;
  notice: string | null;
}) {
  return (
    <>
      {error ? (
        <Alert tone="danger" role="alert">
          {error}
        </Alert>
      ) : null}
      <div className="admin-actions">
        <Button onClick={onAdd}>{addLabel}</Button>
        <Button type="submit" variant="primary" loading={saving}>
          {saveLabel}
        </Button>
      </div>
      <SavedNotice notice={notice} />
    </>
  );
}
