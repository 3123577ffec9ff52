// ARES fill-in of company forms (issue 15, item 4), in the registration form: a valid IČO fills
// company name, address and DIČ; what the shopper typed stays unless they ask for ARES's values;
// an IČO ARES does not know, or ARES failing, leaves the fields for typing with a Czech hint.
// An invalid check digit asks nothing.
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { COMPANY_LOOKUP_TEXTS } from '../../src/domain';
import { RegistrationPage } from '../../src/client/features/account/RegistrationPage';
import { ALZA, companyLookupMock, companyLookupNullMock } from '../fixtures/company';
import { renderAccount } from './account-render';

async function companyForm() {
  const user = userEvent.setup();
  const form = await screen.findByTestId('registration-form');
  await user.click(screen.getByTestId('registration-contact-type-company'));
  const field = (name: string) => {
    const input = form.querySelector<HTMLInputElement>(`input[name="contact.${name}"]`);
    if (!input) throw new Error(`no input ${name}`);
    return input;
  };
  return { user, field };
}

const hint = () => screen.getByTestId('registration-contact-ares');

describe('company fill-in from ARES', () => {
  it('fills company name, address and DIČ when a valid IČO is typed', async () => {
    renderAccount(<RegistrationPage />, { path: '/registrace', mocks: [companyLookupMock('27082440', 'found')] });
    const { user, field } = await companyForm();
    await user.type(field('companyRegNo'), '27082440');
    await waitFor(() => expect(field('companyName').value).toBe(ALZA.companyName));
    expect(field('street').value).toBe('Jankovcova 1522/53');
    expect(field('city').value).toBe('Praha');
    expect(field('postalCode').value).toBe('170 00');
    expect(field('companyTaxNo').value).toBe('CZ27082440');
    expect(hint().textContent).toBe(COMPANY_LOOKUP_TEXTS.filled);
  });

  it('keeps what the shopper typed, and takes ARES values on request', async () => {
    renderAccount(<RegistrationPage />, { path: '/registrace', mocks: [companyLookupMock('27082440', 'found')] });
    const { user, field } = await companyForm();
    await user.type(field('street'), 'Skladová 5');
    await user.type(field('companyRegNo'), '270 82 440');
    await waitFor(() => expect(field('companyName').value).toBe(ALZA.companyName));
    expect(field('street').value).toBe('Skladová 5');
    expect(hint().textContent).toContain(COMPANY_LOOKUP_TEXTS.kept);
    await user.click(screen.getByRole('button', { name: COMPANY_LOOKUP_TEXTS.applyAll }));
    expect(field('street').value).toBe('Jankovcova 1522/53');
  });

  it('leaves the field the shopper is in: text typed as the answer lands is not joined to its value', async () => {
    const slow = { ...companyLookupMock('27082440', 'found'), delay: 150 };
    renderAccount(<RegistrationPage />, { path: '/registrace', mocks: [slow] });
    const { user, field } = await companyForm();
    await user.type(field('companyRegNo'), '27082440');
    // In DIČ (still empty) before ARES answers: the answer fills the rest and leaves DIČ alone.
    await user.click(field('companyTaxNo'));
    await waitFor(() => expect(field('companyName').value).toBe(ALZA.companyName));
    expect(field('street').value).toBe('Jankovcova 1522/53');
    expect(field('companyTaxNo').value).toBe('');
    await user.keyboard('CZ27082440');
    expect(field('companyTaxNo').value).toBe('CZ27082440');
    // "Použít všechny údaje z ARES" is not needed for it; a field left empty is taken by a later answer.
    expect(hint().textContent).toBe(COMPANY_LOOKUP_TEXTS.filled);
  });

  it('says when ARES does not know the IČO, and the fields stay for typing', async () => {
    renderAccount(<RegistrationPage />, { path: '/registrace', mocks: [companyLookupMock('26168685', 'notFound')] });
    const { user, field } = await companyForm();
    await user.type(field('companyRegNo'), '26168685');
    await waitFor(() => expect(hint().textContent).toBe(COMPANY_LOOKUP_TEXTS.notFound));
    expect(field('companyName').value).toBe('');
    await user.type(field('companyName'), 'Nová firma s.r.o.');
    expect(field('companyName').value).toBe('Nová firma s.r.o.');
  });

  it('reads the null field apollo-link-rest makes of a 404 as "not found"', async () => {
    renderAccount(<RegistrationPage />, { path: '/registrace', mocks: [companyLookupNullMock('26168685')] });
    const { user, field } = await companyForm();
    await user.type(field('companyRegNo'), '26168685');
    await waitFor(() => expect(hint().textContent).toBe(COMPANY_LOOKUP_TEXTS.notFound));
  });

  it('falls back to manual entry when ARES is unavailable', async () => {
    renderAccount(<RegistrationPage />, { path: '/registrace', mocks: [companyLookupMock('45274649', 'unavailable')] });
    const { user, field } = await companyForm();
    await user.type(field('companyRegNo'), '45274649');
    await waitFor(() => expect(hint().textContent).toBe(COMPANY_LOOKUP_TEXTS.unavailable));
    expect(field('companyName').value).toBe('');
  });

  it('asks nothing for a wrong check digit (a request without a mock would end as "unavailable")', async () => {
    renderAccount(<RegistrationPage />, { path: '/registrace', mocks: [] });
    const { user, field } = await companyForm();
    await user.type(field('companyRegNo'), '27082441');
    await user.tab();
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(hint().dataset.status).toBe('idle');
    expect(hint().textContent).toBe('');
  });
});
