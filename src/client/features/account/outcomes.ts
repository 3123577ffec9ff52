// The outcomes of the auth calls (spec section 4) and the texts the shopper reads for them
// (section 8), as pure functions of the REST answers: the dialogs only render them.
import { ACCOUNT_TEXTS } from '../../domain';
import type { LocalLoginMutation, PasswordRenewMutation, RegistrationMutation } from '../../../generated/graphql';
import { accountMessages } from '../../texts/account';

type LoginAnswer = NonNullable<LocalLoginMutation['localLogin']>;

export type LoginOutcome =
  | {
      kind: 'success';
      token: { accessToken: string; accessTokenType: string; expiresIn: number | null; checkoutId: string | null };
      user: NonNullable<LoginAnswer['user']>;
    }
  | { kind: 'validation' }
  | { kind: 'credentials'; message: string }
  | { kind: 'fatal'; message: string };

export function loginOutcome(answer: LoginAnswer | null | undefined): LoginOutcome {
  if (answer?.status === 'success' && answer.accessToken && answer.accessTokenType && answer.user) {
    return {
      kind: 'success',
      token: { accessToken: answer.accessToken, accessTokenType: answer.accessTokenType, expiresIn: answer.expiresIn, checkoutId: answer.checkoutId },
      user: answer.user,
    };
  }
  if (answer?.reason === 'no-user-name') return { kind: 'validation' };
  if (answer?.reason === 'invalid-credentials') return { kind: 'credentials', message: ACCOUNT_TEXTS.loginCredentials };
  return { kind: 'fatal', message: ACCOUNT_TEXTS.loginFatal };
}

export type PasswordRenewOutcome = { kind: 'success' } | { kind: 'emailNotFound'; message: string } | { kind: 'error' };

export function passwordRenewOutcome(answer: PasswordRenewMutation['passwordRenew'] | null | undefined): PasswordRenewOutcome {
  if (answer?.status === 'success') return { kind: 'success' };
  if (answer?.status === 'emailNotFound' || answer?.reason === 'emailNotFound') {
    return { kind: 'emailNotFound', message: ACCOUNT_TEXTS.passwordRenewEmailNotFound };
  }
  return { kind: 'error' };
}

export type RegistrationOutcome =
  | { kind: 'success'; message: string; warnings: string[] }
  | { kind: 'duplicate'; message: string; field: string }
  | { kind: 'error'; message: string };

const WARNINGS = accountMessages.registration.warnings;

function warningText(code: string): string {
  return code === 'email-notification-failed' || code === 'email-template-not-found' ? WARNINGS[code] : WARNINGS.unknown;
}

export function registrationOutcome(answer: RegistrationMutation['registration'] | null | undefined): RegistrationOutcome {
  const r = accountMessages.registration;
  if (answer?.status === 'success') {
    return { kind: 'success', message: ACCOUNT_TEXTS.registrationSuccess, warnings: answer.warnings.map(warningText) };
  }
  if (answer?.status === 'userNameAlreadyRegistered') return { kind: 'duplicate', message: r.duplicate, field: r.duplicateEmail };
  return { kind: 'error', message: r.failed };
}
