// Two-factor sign-in (TOTP): a new secret as a QR code and as text, confirmed with the first code
// from the app. Required for an admin outside the local demo, offered to everyone else.
import { useState, type FormEvent } from 'react';
import { useAdminConfirmTotpEnrolmentMutation, useAdminStartTotpEnrolmentMutation } from '../../generated/admin/operations';
import { Alert } from '../../client/ui/Alert';
import { Button } from '../../client/ui/Button';
import { Input } from '../../client/ui/Field';
import { useMe } from '../session';

export function Component() {
  const me = useMe();
  const [start, started] = useAdminStartTotpEnrolmentMutation();
  const [confirm, confirming] = useAdminConfirmTotpEnrolmentMutation({ refetchQueries: ['AdminMe'], awaitRefetchQueries: true });
  const [code, setCode] = useState('');
  const [message, setMessage] = useState<{ tone: 'success' | 'danger'; text: string } | null>(null);
  const enrolment = started.data?.startTotpEnrolment.enrolment ?? null;

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const { data } = await confirm({ variables: { code } });
    const result = data?.confirmTotpEnrolment;
    if (result?.ok) setMessage({ tone: 'success', text: 'Dvoufázové ověření je zapnuté. Při příštím přihlášení zadáte i kód z aplikace.' });
    else setMessage({ tone: 'danger', text: result?.errors[0]?.message ?? 'Kód se nepodařilo ověřit.' });
  };

  return (
    <>
      <h1>Zabezpečení účtu</h1>
      {me.mustEnrolTotp ? (
        <Alert tone="warning" title="Nastavte dvoufázové ověření">
          Správce obchodu se musí přihlašovat i kódem z ověřovací aplikace. Dokud ho nenastavíte, ostatní části administrace nejsou dostupné.
        </Alert>
      ) : null}
      <p>
        Dvoufázové ověření: <strong>{me.staff.totpEnabled ? 'zapnuté' : 'vypnuté'}</strong>
        {me.totpRequired ? ' (pro vaši roli povinné)' : ' (doporučené)'}.
      </p>
      <Button type="button" variant={me.staff.totpEnabled ? 'secondary' : 'primary'} onClick={() => void start()} disabled={started.loading}>
        {me.staff.totpEnabled ? 'Nastavit novou aplikaci' : 'Zapnout dvoufázové ověření'}
      </Button>
      {enrolment ? (
        <section className="admin-card" aria-labelledby="totp-heading">
          <h2 id="totp-heading">Naskenujte kód v aplikaci</h2>
          <img className="admin-qr" src={enrolment.qrCode} alt="Kód QR pro ověřovací aplikaci" width={220} height={220} />
          <p>
            Nebo zadejte klíč ručně: <code data-testid="totp-secret">{enrolment.secret}</code>
          </p>
          <p className="admin-muted">
            Adresa pro aplikaci: <code className="admin-break">{enrolment.uri}</code>
          </p>
          <form onSubmit={(e) => void submit(e)}>
            <Input label="Kód z aplikace" name="code" inputMode="numeric" autoComplete="one-time-code" maxLength={7} required value={code} onChange={(e) => setCode(e.target.value)} />
            <Button type="submit" variant="primary" disabled={confirming.loading}>
              Potvrdit
            </Button>
          </form>
        </section>
      ) : null}
      {message ? (
        <Alert tone={message.tone} role={message.tone === 'danger' ? 'alert' : 'status'}>
          {message.text}
        </Alert>
      ) : null}
    </>
  );
}
