// Staff sign-in: e-mail and password, then the six-digit code when the account has two-factor
// sign-in. Errors are the server's Czech messages, next to their fields.
import { useRef, useState, type FormEvent } from 'react';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { useAdminSignInMutation } from '../../generated/admin/operations';
import { Input } from '../../client/ui/Field';
import { Alert } from '../../client/ui/Alert';
import { Button } from '../../client/ui/Button';

export function Component() {
  const [signIn, { loading }] = useAdminSignInMutation();
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [code, setCode] = useState('');
  const [askCode, setAskCode] = useState(false);
  const [error, setError] = useState<{ field: string | null; message: string } | null>(null);
  const codeRef = useRef<HTMLInputElement>(null);
  const navigate = useNavigate();
  const [params] = useSearchParams();

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setError(null);
    try {
      const { data } = await signIn({ variables: { input: { email, password, ...(askCode ? { totpCode: code } : {}) } } });
      const result = data?.signIn;
      if (result?.ok) {
        const back = params.get('zpet');
        void navigate(back && back.startsWith('/') && !back.startsWith('//') ? back : '/', { replace: true });
        return;
      }
      if (result?.totpNeeded) {
        setAskCode(true);
        setTimeout(() => codeRef.current?.focus(), 0);
      }
      const first = result?.errors[0];
      // The first step asking for the code is not an error.
      if (first && first.code !== 'TOTP_NEEDED') setError({ field: first.field ?? null, message: first.message });
    } catch (e) {
      setError({ field: null, message: e instanceof Error ? e.message : 'Přihlášení se nepovedlo.' });
    }
  };

  return (
    <main className="admin-signin">
      <h1>Přihlášení do administrace</h1>
      <form onSubmit={(e) => void submit(e)} noValidate aria-describedby={error && !error.field ? 'signin-error' : undefined}>
        <Input label="E-mail" type="email" name="email" autoComplete="username" required value={email} onChange={(e) => setEmail(e.target.value)} readOnly={askCode} />
        <Input
          label="Heslo"
          type="password"
          name="password"
          autoComplete="current-password"
          required
          value={password}
          onChange={(e) => setPassword(e.target.value)}
          readOnly={askCode}
          error={error?.field === null && !askCode ? error.message : null}
        />
        {askCode ? (
          <Input
            ref={codeRef}
            label="Kód z ověřovací aplikace"
            hint="Šest číslic z aplikace (Google Authenticator, Microsoft Authenticator, Aegis…)."
            name="totpCode"
            inputMode="numeric"
            autoComplete="one-time-code"
            pattern="[0-9 ]*"
            maxLength={7}
            required
            value={code}
            onChange={(e) => setCode(e.target.value)}
            error={error?.field === 'totpCode' ? error.message : null}
          />
        ) : null}
        {error && error.field === null && askCode ? (
          <Alert tone="danger" role="alert">
            <span id="signin-error">{error.message}</span>
          </Alert>
        ) : null}
        <Button type="submit" variant="primary" disabled={loading}>
          {askCode ? 'Ověřit a přihlásit' : 'Přihlásit se'}
        </Button>
      </form>
    </main>
  );
}
