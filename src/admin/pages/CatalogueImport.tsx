// The CSV import of products and prices: the file goes to POST /api/admin/catalogue/import (a job),
// then this page polls the job every second — progress while it checks or writes, then the count
// of changes and the errors by line and column. A dry run ("Zkušební import") never writes; a
// real import of a file with any error writes nothing either.
import { useRef, useState, type FormEvent } from 'react';
import { useAdminCatalogueImportQuery } from '../../generated/admin/operations';
import { Alert } from '../../client/ui/Alert';
import { Button, ButtonLink, buttonClass } from '../../client/ui/Button';
import { CATALOGUE_CSV_MAX_BYTES } from '../../domain/admin-catalogue';
import { RequireRole } from '../session';
import { TableScroll } from '../TableScroll';
import { CATALOGUE_EXPORT_URL, CATALOGUE_IMPORT_URL } from '../catalogue';

const FINISHED = new Set(['checked', 'done', 'failed']);

function uploadError(status: number, body: unknown): string {
  if (status === 413) return `Soubor je příliš velký (nejvýše ${CATALOGUE_CSV_MAX_BYTES / 1024 / 1024} MB).`;
  if (typeof body === 'object' && body !== null && 'message' in body && typeof body.message === 'string') return body.message;
  return 'Soubor se nepodařilo odeslat. Zkuste to prosím znovu.';
}

function ImportJob({ id }: { id: string }) {
  const { data, error, stopPolling } = useAdminCatalogueImportQuery({ variables: { id }, pollInterval: 1000, fetchPolicy: 'network-only', notifyOnNetworkStatusChange: false });
  const job = data?.catalogueImport;
  if (job && FINISHED.has(job.state)) stopPolling();
  if (error) return <Alert tone="danger">{error.message}</Alert>;
  if (!job) return <p role="status">Načítám…</p>;
  const running = !FINISHED.has(job.state);
  return (
    <section className="admin-card" aria-labelledby="import-result" data-testid="import-job" data-state={job.state}>
      <h2 id="import-result">{job.dryRun ? 'Zkušební import' : 'Import'}</h2>
      <p role="status" data-testid="import-state">
        {job.stateText}
        {running ? ` (${job.processedRows} z ${job.totalRows || '…'} řádků)` : ''}
      </p>
      {running ? <progress max={Math.max(1, job.totalRows)} value={job.processedRows} aria-label="Průběh importu" /> : null}
      {!running ? (
        <dl className="admin-facts">
          <dt>Řádků v souboru</dt>
          <dd>{job.totalRows}</dd>
          <dt>{job.state === 'done' ? 'Změněno produktů' : 'Změní se produktů'}</dt>
          <dd data-testid="import-changes">{job.changedRows}</dd>
          <dt>Změn cen</dt>
          <dd>{job.priceChanges}</dd>
          <dt>Chyb</dt>
          <dd data-testid="import-error-count">{job.errorCount}</dd>
        </dl>
      ) : null}
      {job.state === 'failed' && job.errorCount > 0 ? (
        <Alert tone="danger">Soubor obsahuje chyby, nic nebylo změněno. Opravte je a nahrajte soubor znovu.</Alert>
      ) : null}
      {job.state === 'checked' && job.errorCount === 0 ? <Alert tone="success">Soubor je v pořádku, můžete ho importovat.</Alert> : null}
      {job.state === 'done' ? <Alert tone="success">Změny jsou zapsané.</Alert> : null}
      {job.errors.length > 0 ? (
        <TableScroll label="Chyby v souboru">
          <table className="admin-table" data-testid="import-errors">
            <caption>Chyby v souboru{job.errorCount > job.errors.length ? ` (prvních ${job.errors.length} z ${job.errorCount})` : ''}</caption>
            <thead>
              <tr>
                <th scope="col">Řádek</th>
                <th scope="col">Sloupec</th>
                <th scope="col">Chyba</th>
              </tr>
            </thead>
            <tbody>
              {job.errors.map((e, i) => (
                <tr key={`${e.line}-${e.column ?? ''}-${i}`}>
                  <td>{e.line}</td>
                  <td>{e.column ?? '—'}</td>
                  <td>{e.message}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </TableScroll>
      ) : null}
    </section>
  );
}

function CatalogueImportPage() {
  const fileRef = useRef<HTMLInputElement>(null);
  const [jobId, setJobId] = useState<string | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const [sending, setSending] = useState(false);

  const send = async (dryRun: boolean) => {
    const file = fileRef.current?.files?.[0];
    setProblem(null);
    if (!file) {
      setProblem('Vyberte soubor CSV.');
      return;
    }
    if (file.size > CATALOGUE_CSV_MAX_BYTES) {
      setProblem(uploadError(413, null));
      return;
    }
    setSending(true);
    try {
      const response = await fetch(`${CATALOGUE_IMPORT_URL}?dryRun=${dryRun}`, { method: 'POST', headers: { 'content-type': 'text/csv; charset=utf-8' }, body: file, credentials: 'same-origin' });
      const body: unknown = await response.json().catch(() => null);
      if (response.status !== 202 || typeof body !== 'object' || body === null || !('id' in body) || typeof body.id !== 'string') {
        setProblem(uploadError(response.status, body));
        return;
      }
      setJobId(body.id);
    } catch {
      setProblem('Soubor se nepodařilo odeslat. Zkontrolujte připojení a zkuste to znovu.');
    } finally {
      setSending(false);
    }
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    void send(true);
  };

  return (
    <>
      <h1>Import produktů a cen</h1>
      <p>
        Nahrajte soubor ve formátu exportu (<a href={CATALOGUE_EXPORT_URL}>stáhnout aktuální CSV</a>): středníkem oddělené hodnoty v UTF-8, ceny bez DPH v Kč s desetinnou
        čárkou, prázdná buňka ceny znamená beze změny. Import mění jen existující produkty podle sloupce „Kód“.
      </p>
      <form className="admin-card" onSubmit={submit} aria-label="Import CSV">
        <div className="field">
          <label className="field__label" htmlFor="import-file">
            Soubor CSV
          </label>
          <input ref={fileRef} id="import-file" name="file" type="file" accept=".csv,text/csv" className="input" />
        </div>
        <div className="admin-actions">
          <Button type="submit" loading={sending}>
            Zkušební import
          </Button>
          <Button type="button" variant="primary" loading={sending} onClick={() => void send(false)}>
            Importovat
          </Button>
          <ButtonLink to="/katalog" variant="ghost">
            Zpět na katalog
          </ButtonLink>
        </div>
        {problem ? (
          <Alert tone="danger" role="alert">
            {problem}
          </Alert>
        ) : null}
      </form>
      {jobId ? <ImportJob key={jobId} id={jobId} /> : null}
      <p className="admin-muted">
        <a className={buttonClass('ghost', 'sm')} href={CATALOGUE_EXPORT_URL} download>
          Stáhnout CSV katalogu
        </a>
      </p>
    </>
  );
}

export function Component() {
  return (
    <RequireRole roles={['catalogue']}>
      <CatalogueImportPage />
    </RequireRole>
  );
}
