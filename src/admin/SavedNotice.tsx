import { Alert } from '../client/ui/Alert';

/** The back office's "saved" message after a form: announced politely, nothing while there is none. */
export function SavedNotice({ notice }: { notice: string | null }) {
  return notice ? (
    <Alert tone="success" role="status">
      {notice}
    </Alert>
  ) : null;
}
