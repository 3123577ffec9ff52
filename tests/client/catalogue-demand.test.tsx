import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { MockedResponse } from '@apollo/client/testing';
import { describe, expect, it, vi } from 'vitest';
import ProductDemandForm from '../../src/client/features/catalogue/product/ProductDemandForm';
import { SendProductDemandDocument, type SendProductDemandMutation, type SendProductDemandMutationVariables } from '../../src/generated/graphql';
import { renderCatalogue } from './catalogue-render';

function sendMock(ok: boolean | null): MockedResponse<SendProductDemandMutation, SendProductDemandMutationVariables> {
  return {
    request: {
      query: SendProductDemandDocument,
      variables: {
        input: {
          template: 'productDemand',
          bodyProps: { sku: 'MOP-100', name: 'Jana Nováková', email: 'jana@example.cz', phone: null, message: 'Máte 50 ks?', quantity: 50 },
          subjectProps: { productName: 'Mop' },
        },
      },
    },
    result: { data: { sendNotificationEmail: ok === null ? null : { __typename: 'NotificationResult', ok } } },
  };
}

async function fillAndSend() {
  const user = userEvent.setup();
  await user.type(screen.getByLabelText(/Jméno a příjmení/), 'Jana Nováková');
  await user.type(screen.getByLabelText(/E-mail/), 'jana@example.cz');
  const quantity = screen.getByLabelText(/Množství/);
  await user.clear(quantity);
  await user.type(quantity, '50');
  await user.type(screen.getByLabelText(/Zpráva/), 'Máte 50 ks?');
  await user.click(screen.getByRole('button', { name: 'Odeslat poptávku' }));
}

describe('product demand form', () => {
  it('validates with the domain schema before sending', async () => {
    const user = userEvent.setup();
    renderCatalogue(<ProductDemandForm sku="MOP-100" productName="Mop" defaultQuantity={1} onSent={vi.fn()} />);
    await user.click(screen.getByRole('button', { name: 'Odeslat poptávku' }));
    expect(await screen.findAllByText('Pole je povinné.')).not.toHaveLength(0);
  });

  it('sends and confirms with a toast', async () => {
    const onSent = vi.fn();
    renderCatalogue(<ProductDemandForm sku="MOP-100" productName="Mop" defaultQuantity={1} onSent={onSent} />, { mocks: [sendMock(true)] });
    await fillAndSend();
    await screen.findAllByText('Poptávku jsme odeslali. Brzy se vám ozveme.');
    expect(onSent).toHaveBeenCalledOnce();
  });

  it('treats a null answer as an error toast', async () => {
    const onSent = vi.fn();
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    renderCatalogue(<ProductDemandForm sku="MOP-100" productName="Mop" defaultQuantity={1} onSent={onSent} />, { mocks: [sendMock(null)] });
    await fillAndSend();
    const toast = (await screen.findAllByText('Poptávku se nepodařilo odeslat. Zkuste to prosím znovu.'))[0];
    expect(toast?.closest('.toast')?.classList.contains('toast--error')).toBe(true);
    expect(onSent).not.toHaveBeenCalled();
  });
});
