// Bulk add: per-line verdicts from the server, and a refusal of the whole paste shown in the
// server's own words (not the error link's technical summary).
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { GraphQLError } from 'graphql';
import { ApolloLink } from '@apollo/client';
import { MockLink, type MockedResponse } from '@apollo/client/testing';
import { errorLink } from '../../src/client/apollo/errors';
import { describe, expect, it } from 'vitest';
import { BULK_ADD_TOO_MANY_LINES, cartErrorMessage } from '../../src/domain';
import { emptyCartDetail, mutationError, updateSubjectsMock } from '../fixtures/checkout';
import { BulkAddPage } from '../../src/client/features/cart/BulkAddPage';
import {
  CheckoutValidateProductBatchDocument,
  type CheckoutValidateProductBatchQuery,
  type CheckoutValidateProductBatchQueryVariables,
} from '../../src/generated/graphql';
import { renderCheckout } from './checkout-render';

type ValidateMock = MockedResponse<CheckoutValidateProductBatchQuery, CheckoutValidateProductBatchQueryVariables>;

const validated = (text: string, answer: CheckoutValidateProductBatchQuery['checkout_validate_product_batch']): ValidateMock => ({
  request: { query: CheckoutValidateProductBatchDocument, variables: { text } },
  result: { data: { checkout_validate_product_batch: answer } },
});

describe('BulkAddPage', () => {
  it('lists each pasted line with the server\'s verdict', async () => {
    const text = 'MOP-1 2\nNOPE 1';
    renderCheckout(<BulkAddPage />, {
      path: '/kosik/hromadne-pridani',
      mocks: [
        validated(text, {
          __typename: 'ProductBatchValidation',
          ok: false,
          lines: [
            { __typename: 'ProductBatchLine', line: 1, raw: 'MOP-1 2', sku: 'MOP-1', requestedQuantity: 2, quantity: 2, status: 'ok', message: 'V pořádku', product: { __typename: 'Product', sku: 'MOP-1', name: 'Mop Čisto Profi', url: '/mop/p/MOP-1' } },
            { __typename: 'ProductBatchLine', line: 2, raw: 'NOPE 1', sku: 'NOPE', requestedQuantity: 1, quantity: null, status: 'unknown-sku', message: 'Produkt neexistuje.', product: null },
          ],
          items: [{ __typename: 'ProductBatchItem', sku: 'MOP-1', quantity: 2 }],
        }),
      ],
    });
    await userEvent.type(screen.getByTestId('bulk-input'), text);
    await userEvent.click(screen.getByTestId('bulk-validate'));
    const rows = await screen.findAllByTestId('bulk-line');
    expect(rows.map((r) => r.getAttribute('data-status'))).toEqual(['ok', 'unknown-sku']);
    expect(rows[1]?.textContent).toContain('Produkt neexistuje.');
  });

  it('reports a refused add with one summary and each reason once, naming the refused lines', async () => {
    const skus = ['A-1', 'A-2', 'A-3', 'A-4'];
    const text = skus.map((sku) => `${sku} 1`).join('\n');
    const limit = cartErrorMessage('CART_LIMIT', 'A-1');
    renderCheckout(<BulkAddPage />, {
      path: '/kosik/hromadne-pridani',
      mocks: [
        validated(text, {
          __typename: 'ProductBatchValidation',
          ok: true,
          lines: skus.map((sku, i) => ({
            __typename: 'ProductBatchLine' as const,
            line: i + 1,
            raw: `${sku} 1`,
            sku,
            requestedQuantity: 1,
            quantity: 1,
            status: 'ok',
            message: 'V pořádku.',
            product: { __typename: 'Product' as const, sku, name: `Houbička ${i + 1}`, url: `/h/p/${sku}` },
          })),
          items: skus.map((sku) => ({ __typename: 'ProductBatchItem' as const, sku, quantity: 1 })),
        }),
        updateSubjectsMock(
          skus.map((sku) => ({ sku, quantity: 1, mode: 'ADD' as const })),
          emptyCartDetail,
          null,
          skus.map((sku) => mutationError('CART_LIMIT', limit, sku)),
        ),
      ],
    });
    await userEvent.type(screen.getByTestId('bulk-input'), text);
    await userEvent.click(screen.getByTestId('bulk-validate'));
    await userEvent.click(await screen.findByTestId('bulk-add'));
    expect(await screen.findByText('Některé produkty se nepodařilo přidat.')).toBeTruthy();
    const reason = await screen.findByText(`${limit} (Houbička 1, Houbička 2, Houbička 3, Houbička 4)`);
    expect(reason.textContent?.split(limit).length).toBe(2);
  });

  it('shows the server\'s reason when it refuses the whole paste', async () => {
    const text = 'A 1';
    const refusal: ValidateMock = { request: { query: CheckoutValidateProductBatchDocument, variables: { text } }, result: { errors: [new GraphQLError(BULK_ADD_TOO_MANY_LINES)] } };
    // Through the app's error link, which turns GraphQL errors into one technical error for logs.
    renderCheckout(<BulkAddPage />, { path: '/kosik/hromadne-pridani', link: ApolloLink.from([errorLink, new MockLink([refusal])]) });
    await userEvent.type(screen.getByTestId('bulk-input'), text);
    await userEvent.click(screen.getByTestId('bulk-validate'));
    expect(await screen.findByText(BULK_ADD_TOO_MANY_LINES)).toBeTruthy();
    expect(screen.queryByText(/GraphQL operation/)).toBeNull();
  });
});
