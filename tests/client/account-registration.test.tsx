// /registrace and its outcomes (spec section 8): success with mail warnings, a duplicate user
// (form warning), another error (retry); and /obnova-hesla with a used link.
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { ACCOUNT_TEXTS, accountErrorMessage } from '../../src/domain';
import { RegistrationPage } from '../../src/client/features/account/RegistrationPage';
import { PasswordResetPage } from '../../src/client/features/account/PasswordResetPage';
import { minLengthMessage } from '../../src/domain/validation';
import { registrationMock } from '../fixtures/account';
import { renderAccount } from './account-render';

async function fillRegistration() {
  const user = userEvent.setup();
  const form = await screen.findByTestId('registration-form');
  const field = (name: string) => {
    const input = form.querySelector<HTMLInputElement>(`input[name="${name}"]`);
    if (!input) throw new Error(`no input ${name}`);
    return input;
  };
  await user.type(field('email'), 'tomas@example.cz');
  await user.type(field('password'), 'Modry-Kbelik-42');
  await user.type(field('passwordConfirmation'), 'Modry-Kbelik-42');
  await user.type(field('contact.personName'), 'Tomáš Test');
  // A one-line street field is address-line1 (street-address is the whole multi-line address).
  expect(field('contact.street').getAttribute('autocomplete')).toBe('address-line1');
  await user.type(field('contact.street'), 'Dlouhá 12');
  await user.type(field('contact.city'), 'Brno');
  await user.type(field('contact.postalCode'), '602 00');
  await user.type(field('contact.phoneNumber'), '+420 603 111 222');
  await user.click(field('agreement'));
  await user.click(screen.getByTestId('registration-submit'));
  return user;
}

describe('registration page', () => {
  // The common-password list is server-only (issue 11, finding 9; tests/server/input-limits.test.ts):
  // the form checks the length.
  it('refuses a short password and empty required fields with the domain messages', async () => {
    renderAccount(<RegistrationPage />, { path: '/registrace' });
    const user = userEvent.setup();
    const form = await screen.findByTestId('registration-form');
    const password = form.querySelector<HTMLInputElement>('input[name=password]');
    const confirmation = form.querySelector<HTMLInputElement>('input[name=passwordConfirmation]');
    if (!password || !confirmation) throw new Error('password fields missing');
    await user.type(password, 'heslo');
    await user.type(confirmation, 'jine-heslo');
    await user.click(screen.getByTestId('registration-submit'));
    expect(await screen.findByText(minLengthMessage(8))).toBeTruthy();
    expect(screen.getAllByText(/Pole je povinné/).length).toBeGreaterThan(0);
  });

  it('sends the spec payload and shows success with the mail warning', async () => {
    renderAccount(<RegistrationPage />, { path: '/registrace', mocks: [registrationMock('success', ['email-notification-failed'])] });
    await fillRegistration();
    const done = await screen.findByTestId('registration-success');
    expect(done.textContent).toContain(ACCOUNT_TEXTS.registrationSuccess);
    expect(done.textContent).toContain('Potvrzovací e-mail se nepodařilo odeslat. Účet je přesto vytvořený.');
  });

  it('warns about the form when the user name is already registered', async () => {
    renderAccount(<RegistrationPage />, { path: '/registrace', mocks: [registrationMock('userNameAlreadyRegistered')] });
    await fillRegistration();
    expect(await screen.findByText('Formulář obsahuje chyby. Zkontrolujte prosím vyznačená pole.')).toBeTruthy();
    expect(screen.getByText('Účet s tímto e-mailem už existuje. Přihlaste se, nebo si obnovte heslo.')).toBeTruthy();
  });

  it('offers a retry after another error', async () => {
    renderAccount(<RegistrationPage />, { path: '/registrace', mocks: [registrationMock('error')] });
    await fillRegistration();
    expect(await screen.findByText('Registraci se nepodařilo vytvořit. Zkuste to prosím znovu.')).toBeTruthy();
    expect(screen.getByTestId('registration-submit')).toBeTruthy();
  });
});

describe('password renewal page', () => {
  it('says a used or expired link is invalid and offers a new one', async () => {
    renderAccount(<PasswordResetPage />, { path: '/obnova-hesla/:token', url: '/obnova-hesla/abc', loader: () => ({ token: 'abc', valid: false }) });
    expect(await screen.findByText(accountErrorMessage('RESET_LINK_INVALID'))).toBeTruthy();
    await userEvent.setup().click(screen.getByRole('button', { name: 'Požádat o nový odkaz' }));
    await waitFor(() => expect(screen.getByTestId('forgotten-form')).toBeTruthy());
  });
});
