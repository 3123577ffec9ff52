// The account dialogs (lazy chunk with the zod schemas): login with the after-login cart
// decision, forgotten password, logout confirmation. Outcome texts: spec section 8.
import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { Link, useLocation, useNavigate } from 'react-router-dom';
import { formatCzk, formatDate, logoutRedirect } from '../../domain';
import { MESSAGES, forgottenPasswordSchema, loginSchema, type ForgottenPasswordData, type LoginData, type LoginInput } from '../../../domain/validation';
import { accountMessages } from '../../texts/account';
import { Alert, Button, Dialog, Input, displayedAmount, useToast } from '../../ui';
import { useCart } from '../cart';
import type { AccountDialog } from './AccountProvider';
import { apiErrorMessage } from './api-errors';
import { rememberLogoutNotice } from './logout-notice';
import { useLoginFlow, type RefusedLine, type SavedCart } from './useLoginFlow';
import { useLogoutFlow } from './useLogoutFlow';
import { usePasswordRenew } from './usePasswordRenew';

const m = accountMessages;

export interface AccountDialogsProps {
  dialog: AccountDialog;
  returnTo: string | null;
  onSwitch(dialog: AccountDialog): void;
  onClose(): void;
}

export function AccountDialogs({ dialog, returnTo, onSwitch, onClose }: AccountDialogsProps) {
  switch (dialog) {
    case 'login':
      return <LoginDialog returnTo={returnTo} onSwitch={onSwitch} onClose={onClose} />;
    case 'forgotten':
      return <ForgottenPasswordDialog onSwitch={onSwitch} onClose={onClose} />;
    case 'logout':
      return <LogoutDialog onClose={onClose} />;
  }
}

const openChange = (onClose: () => void) => (open: boolean) => {
  if (!open) onClose();
};

export function LoginDialog({ returnTo, onSwitch, onClose }: { returnTo: string | null; onSwitch(dialog: AccountDialog): void; onClose(): void }) {
  const flow = useLoginFlow();
  const toast = useToast();
  const navigate = useNavigate();
  const [problem, setProblem] = useState<string | null>(null);
  const [savedCarts, setSavedCarts] = useState<SavedCart[] | null>(null);
  const [busy, setBusy] = useState(false);
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<LoginInput, unknown, LoginData>({ resolver: zodResolver(loginSchema), defaultValues: { username: '', password: '' } });

  const done = async () => {
    setBusy(true);
    await flow.finish();
    toast.success(m.login.success);
    onClose();
    if (returnTo) navigate(returnTo);
  };

  const onSubmit = handleSubmit(async (data) => {
    setProblem(null);
    const result = await flow.submit(data);
    switch (result.kind) {
      case 'success':
        if (result.existingCarts.length > 0) setSavedCarts(result.existingCarts);
        else await done();
        return;
      case 'validation':
        setError('username', { message: MESSAGES.required });
        return;
      case 'credentials':
      case 'fatal':
        setProblem(result.message);
        return;
    }
  });

  if (savedCarts) {
    return <AfterLoginDecision carts={savedCarts} busy={busy} flow={flow} onCarts={setSavedCarts} onDone={() => void done()} />;
  }

  return (
    <Dialog open onOpenChange={openChange(onClose)} title={m.login.title} size="sm">
      <form onSubmit={(e) => void onSubmit(e)} noValidate className="account-form" data-testid="login-form">
        {problem ? (
          <Alert tone="danger" role="alert">
            {problem}
          </Alert>
        ) : null}
        <Input label={m.login.username} type="email" autoComplete="username" required autoFocus {...register('username')} error={errors.username?.message} />
        <Input label={m.login.password} type="password" autoComplete="current-password" {...register('password')} error={errors.password?.message} />
        <Button type="submit" variant="primary" block loading={isSubmitting || busy} data-testid="login-submit">
          {m.login.submit}
        </Button>
        <p className="account-form__links">
          <button type="button" className="link-button" onClick={() => onSwitch('forgotten')}>
            {m.login.forgotten}
          </button>
        </p>
        <p className="account-form__links">
          {m.login.noAccount}{' '}
          <Link to="/registrace" onClick={onClose}>
            {m.login.register}
          </Link>
        </p>
      </form>
    </Dialog>
  );
}

function AfterLoginDecision({
  carts,
  busy,
  flow,
  onCarts,
  onDone,
}: {
  carts: SavedCart[];
  busy: boolean;
  flow: ReturnType<typeof useLoginFlow>;
  onCarts(carts: SavedCart[]): void;
  onDone(): void;
}) {
  const toast = useToast();
  const [pending, setPending] = useState<string | null>(null);
  const [refused, setRefused] = useState<RefusedLine[]>([]);
  const a = m.afterLogin;

  const run = async (key: string, action: () => ReturnType<typeof flow.decide>, success: string | null) => {
    setPending(key);
    const result = await action();
    setPending(null);
    if (!result.ok) {
      toast.error(a.failed);
      // A cart that is gone meanwhile leaves the list, so no choice fails again and again.
      if (result.existingCarts?.length === 0) onDone();
      else if (result.existingCarts) onCarts(result.existingCarts);
      return;
    }
    setRefused(result.refused);
    if (result.refused.length > 0) toast.warning(a.partly, result.refused.map((r) => r.name).join(', '));
    else if (success) toast.success(success);
    // The refused lines stay in their saved cart: the dialog stays open to say which and why.
    if ((result.existingCarts.length === 0 && result.refused.length === 0) || key === 'keep') onDone();
    else onCarts(result.existingCarts);
  };

  return (
    <Dialog
      open
      // Closing without a choice keeps the current cart (the saved ones stay saved).
      onOpenChange={(open) => {
        if (!open) void run('keep', () => flow.decide('keep', null), null);
      }}
      title={a.title}
      description={a.intro}
      size="md"
    >
      {refused.length > 0 ? (
        <Alert tone="warning" role="status" title={a.partlyKept}>
          <ul data-testid="after-login-refused">
            {refused.map((line) => (
              <li key={line.sku}>
                <strong>{line.name}</strong>: {line.reason}
              </li>
            ))}
          </ul>
        </Alert>
      ) : null}
      <ul className="saved-carts" data-testid="after-login-decision">
        {carts.map((cart, i) => (
          <li key={cart.id} className="saved-carts__item" data-cart-id={cart.id}>
            <p className="saved-carts__name">
              {a.savedCart} {carts.length > 1 ? i + 1 : ''} <span className="saved-carts__date">{a.savedAt(formatDate(cart.updatedAt))}</span>
            </p>
            {cart.cart ? (
              <>
                <ul className="saved-carts__lines" data-testid="saved-cart-lines">
                  {cart.cart.subjects.map((line) => (
                    <li key={line.id}>
                      {line.text} × {line.quantity}
                    </li>
                  ))}
                </ul>
                <p className="saved-carts__total" data-testid="saved-cart-total">
                  {a.total} {formatCzk(displayedAmount(cart.cart.totals.total, cart.cart.pricesType))}
                </p>
              </>
            ) : null}
            <div className="saved-carts__actions">
              <Button variant="primary" loading={pending === `merge:${cart.id}`} disabled={pending !== null || busy} onClick={() => void run(`merge:${cart.id}`, () => flow.decide('merge', cart.id, carts), a.merged)}>
                {a.merge}
              </Button>
              <Button loading={pending === `switch:${cart.id}`} disabled={pending !== null || busy} onClick={() => void run(`switch:${cart.id}`, () => flow.decide('switch', cart.id), a.switched)}>
                {a.switch}
              </Button>
              <Button variant="ghost" loading={pending === `remove:${cart.id}`} disabled={pending !== null || busy} onClick={() => void run(`remove:${cart.id}`, () => flow.remove(cart.id), null)}>
                {a.remove}
              </Button>
            </div>
          </li>
        ))}
      </ul>
      <Button block loading={pending === 'keep' || busy} disabled={pending !== null} onClick={() => void run('keep', () => flow.decide('keep', null), null)} data-testid="after-login-keep">
        {a.keep}
      </Button>
    </Dialog>
  );
}

export function ForgottenPasswordDialog({ onSwitch, onClose }: { onSwitch(dialog: AccountDialog): void; onClose(): void }) {
  const toast = useToast();
  const { requestRenewal } = usePasswordRenew();
  const [warning, setWarning] = useState<string | null>(null);
  const {
    register,
    handleSubmit,
    formState: { errors, isSubmitting },
  } = useForm<ForgottenPasswordData>({ resolver: zodResolver(forgottenPasswordSchema), defaultValues: { email: '' } });
  const f = m.forgotten;

  const onSubmit = handleSubmit(async ({ email }) => {
    setWarning(null);
    try {
      const outcome = await requestRenewal(email);
      if (outcome.kind === 'success') {
        toast.success(f.success);
        onClose();
      } else if (outcome.kind === 'emailNotFound') {
        setWarning(outcome.message);
      } else {
        toast.error(f.failed);
      }
    } catch (error) {
      console.error(error);
      toast.error(apiErrorMessage(error) ?? f.failed);
    }
  });

  return (
    <Dialog open onOpenChange={openChange(onClose)} title={f.title} description={f.intro} size="sm">
      <form onSubmit={(e) => void onSubmit(e)} noValidate className="account-form" data-testid="forgotten-form">
        {warning ? (
          <Alert tone="warning" role="alert">
            {warning}
          </Alert>
        ) : null}
        <Input label={f.email} type="email" autoComplete="email" required autoFocus {...register('email')} error={errors.email?.message} />
        <Button type="submit" variant="primary" block loading={isSubmitting} data-testid="forgotten-submit">
          {f.submit}
        </Button>
        <p className="account-form__links">
          <button type="button" className="link-button" onClick={() => onSwitch('login')}>
            {f.back}
          </button>
        </p>
      </form>
    </Dialog>
  );
}

/** Where the page goes after logout: /kosik/* → /kosik, /profil* → /, elsewhere it reloads in place. */
export function afterLogoutTarget(pathname: string, search: string): string {
  return logoutRedirect(pathname) ?? `${pathname}${search}`;
}

export function LogoutDialog({ onClose, reload = (target: string) => window.location.assign(target) }: { onClose(): void; reload?: (target: string) => void }) {
  const toast = useToast();
  const location = useLocation();
  const { cart } = useCart();
  const logout = useLogoutFlow();
  const loading = logout.loading;
  const [leaving, setLeaving] = useState(false);
  const hasProducts = (cart?.totals.subjects.count ?? 0) > 0;
  const l = m.logout;

  const confirm = async () => {
    try {
      await logout.run();
      setLeaving(true);
      // The page reloads (spec): the cart comes back empty with the default prices.
      rememberLogoutNotice();
      reload(afterLogoutTarget(location.pathname, location.search));
    } catch (error) {
      console.error(error);
      // The dialog stays open: the customer repeats the logout.
      toast.error(l.failed);
    }
  };

  return (
    <Dialog
      open
      onOpenChange={openChange(onClose)}
      title={l.title}
      size="sm"
      footer={
        <>
          <Button onClick={onClose} disabled={loading || leaving}>
            {l.cancel}
          </Button>
          <Button variant="primary" loading={loading || leaving} onClick={() => void confirm()} data-testid="logout-confirm">
            {l.submit}
          </Button>
        </>
      }
    >
      <p>{l.confirm}</p>
      {hasProducts ? (
        <Alert tone="warning" role="status">
          {l.cartWarning}
        </Alert>
      ) : null}
    </Dialog>
  );
}
