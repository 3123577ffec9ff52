// /obnova-hesla/:token (lazy chunk with zod): the single-use link of the passwordRenew e-mail.
// The new password follows the registration rules; using the link logs out every session.
import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useLoaderData } from 'react-router-dom';
import { z } from 'zod';
import { accountErrorMessage } from '../../domain';
import { MESSAGES, passwordSchema } from '../../../domain/validation';
import { messages } from '../../messages';
import { accountMessages } from '../../texts/account';
import { Alert, Button, Input, PageTitle } from '../../ui';
import { useAccount } from './AccountProvider';
import { apiErrorMessage } from './api-errors';
import type { PasswordResetData } from './loaders';
import { usePasswordRenewConfirm } from './usePasswordRenewConfirm';

const p = accountMessages.passwordReset;

const newPasswordSchema = z
  .object({ password: passwordSchema, passwordConfirmation: z.string().trim() })
  .refine((d) => d.password === d.passwordConfirmation, { error: MESSAGES.passwordMismatch, path: ['passwordConfirmation'] });
type NewPasswordInput = z.input<typeof newPasswordSchema>;
type NewPasswordData = z.output<typeof newPasswordSchema>;

type State = 'form' | 'invalid' | 'done';

export function PasswordResetPage() {
  const { token, valid } = useLoaderData<PasswordResetData>();
  const account = useAccount();
  const [state, setState] = useState<State>(valid === false ? 'invalid' : 'form');
  const [problem, setProblem] = useState<string | null>(null);
  const { confirmRenewal } = usePasswordRenewConfirm();
  const {
    register,
    handleSubmit,
    formState: { errors, isSubmitting },
  } = useForm<NewPasswordInput, unknown, NewPasswordData>({ resolver: zodResolver(newPasswordSchema), defaultValues: { password: '', passwordConfirmation: '' } });

  const onSubmit = handleSubmit(async (data) => {
    setProblem(null);
    try {
      const result = await confirmRenewal(token, data);
      if (result === 'success') setState('done');
      else if (result === 'invalid-token') setState('invalid');
      else setProblem(p.failed);
    } catch (error) {
      console.error(error);
      setProblem(apiErrorMessage(error) ?? p.failed);
    }
  });

  return (
    <section className="page account-page password-reset-page">
      <PageTitle name={messages.pages.passwordReset} />
      {/* The link's token is in the address: never send it on as a Referer. */}
      <meta name="referrer" content="no-referrer" />
      <h1>{p.title}</h1>
      {state === 'done' ? (
        <div className="account-result" data-testid="password-reset-done">
          <Alert tone="success" role="status">
            {p.success}
          </Alert>
          <Button variant="primary" onClick={() => account.openLogin('/profil')}>
            {p.login}
          </Button>
        </div>
      ) : state === 'invalid' ? (
        <div className="account-result" data-testid="password-reset-invalid">
          <Alert tone="warning" role="alert">
            {accountErrorMessage('RESET_LINK_INVALID')}
          </Alert>
          <Button onClick={() => account.openForgotten()}>{p.requestNew}</Button>
        </div>
      ) : (
        <form onSubmit={(e) => void onSubmit(e)} noValidate className="account-form" data-testid="password-reset-form">
          <p>{p.intro}</p>
          {problem ? (
            <Alert tone="danger" role="alert">
              {problem}
            </Alert>
          ) : null}
          <Input label={p.password} type="password" autoComplete="new-password" required hint={accountMessages.registration.passwordHint} {...register('password')} error={errors.password?.message} />
          <Input label={p.passwordConfirmation} type="password" autoComplete="new-password" required {...register('passwordConfirmation')} error={errors.passwordConfirmation?.message} />
          <Button type="submit" variant="primary" loading={isSubmitting} data-testid="password-reset-submit">
            {p.submit}
          </Button>
        </form>
      )}
    </section>
  );
}
