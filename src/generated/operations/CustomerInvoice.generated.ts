/** Internal type. DO NOT USE DIRECTLY. */
type Exact<T extends { [key: string]: unknown }> = { [K in keyof T]: T[K] };
/** Internal type. DO NOT USE DIRECTLY. */
export type Incremental<T> = T | { [P in keyof T]?: P extends ' $fragmentName' | '__typename' ? T[P] : never };
import type * as Types from '../types';

import { DocumentNode } from 'graphql';
import * as ApolloReactCommon from '@apollo/client';
import * as ApolloReactHooks from '@apollo/client';
const defaultOptions = {} as const;
export type CustomerInvoiceQueryVariables = Exact<{
  invoiceNumber: string;
}>;


export type CustomerInvoiceQuery = { customerInvoice: { __typename: 'Invoice', id: string, kind: Types.TaxDocumentKind, number: string, orderNumber: string, correctedInvoiceNumber: string | null, correctionReason: string | null, issueDate: string, taxPointDate: string, dueDate: string, variableSymbol: string, paymentMethod: string, paid: boolean, amount: number, vatAmount: number, amountWithTax: number, rounding: number, totalToPay: number, supplier: { __typename: 'InvoiceParty', name: string, street: string, city: string, postalCode: string, country: string, companyRegNo: string, companyTaxNo: string }, buyer: { __typename: 'InvoiceParty', name: string, street: string, city: string, postalCode: string, country: string, companyRegNo: string, companyTaxNo: string }, lines: Array<{ __typename: 'InvoiceLine', sku: string | null, text: string, quantity: number, packType: Types.PackType, quantityText: string, unitPrice: number, vatRate: number, amount: number, vatAmount: number, amountWithTax: number }>, vatRecap: Array<{ __typename: 'VatRecap', rate: number, base: number, vat: number, total: number }>, bankPayment: { __typename: 'BankPayment', account: string, iban: string, amount: number, variableSymbol: string, qrCode: string | null } | null } | null };

export type InvoicePartyFieldsFragment = { __typename: 'InvoiceParty', name: string, street: string, city: string, postalCode: string, country: string, companyRegNo: string, companyTaxNo: string };

export const InvoicePartyFieldsFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"InvoicePartyFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"InvoiceParty"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"street"}},{"kind":"Field","name":{"kind":"Name","value":"city"}},{"kind":"Field","name":{"kind":"Name","value":"postalCode"}},{"kind":"Field","name":{"kind":"Name","value":"country"}},{"kind":"Field","name":{"kind":"Name","value":"companyRegNo"}},{"kind":"Field","name":{"kind":"Name","value":"companyTaxNo"}}]}}]} as unknown as DocumentNode;
export const CustomerInvoiceDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"CustomerInvoice"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"invoiceNumber"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"customerInvoice"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"invoiceNumber"},"value":{"kind":"Variable","name":{"kind":"Name","value":"invoiceNumber"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"kind"}},{"kind":"Field","name":{"kind":"Name","value":"number"}},{"kind":"Field","name":{"kind":"Name","value":"orderNumber"}},{"kind":"Field","name":{"kind":"Name","value":"correctedInvoiceNumber"}},{"kind":"Field","name":{"kind":"Name","value":"correctionReason"}},{"kind":"Field","name":{"kind":"Name","value":"issueDate"}},{"kind":"Field","name":{"kind":"Name","value":"taxPointDate"}},{"kind":"Field","name":{"kind":"Name","value":"dueDate"}},{"kind":"Field","name":{"kind":"Name","value":"variableSymbol"}},{"kind":"Field","name":{"kind":"Name","value":"paymentMethod"}},{"kind":"Field","name":{"kind":"Name","value":"paid"}},{"kind":"Field","name":{"kind":"Name","value":"supplier"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"InvoicePartyFields"}}]}},{"kind":"Field","name":{"kind":"Name","value":"buyer"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"InvoicePartyFields"}}]}},{"kind":"Field","name":{"kind":"Name","value":"lines"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"sku"}},{"kind":"Field","name":{"kind":"Name","value":"text"}},{"kind":"Field","name":{"kind":"Name","value":"quantity"}},{"kind":"Field","name":{"kind":"Name","value":"packType"}},{"kind":"Field","name":{"kind":"Name","value":"quantityText"}},{"kind":"Field","name":{"kind":"Name","value":"unitPrice"}},{"kind":"Field","name":{"kind":"Name","value":"vatRate"}},{"kind":"Field","name":{"kind":"Name","value":"amount"}},{"kind":"Field","name":{"kind":"Name","value":"vatAmount"}},{"kind":"Field","name":{"kind":"Name","value":"amountWithTax"}}]}},{"kind":"Field","name":{"kind":"Name","value":"vatRecap"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"rate"}},{"kind":"Field","name":{"kind":"Name","value":"base"}},{"kind":"Field","name":{"kind":"Name","value":"vat"}},{"kind":"Field","name":{"kind":"Name","value":"total"}}]}},{"kind":"Field","name":{"kind":"Name","value":"amount"}},{"kind":"Field","name":{"kind":"Name","value":"vatAmount"}},{"kind":"Field","name":{"kind":"Name","value":"amountWithTax"}},{"kind":"Field","name":{"kind":"Name","value":"rounding"}},{"kind":"Field","name":{"kind":"Name","value":"totalToPay"}},{"kind":"Field","name":{"kind":"Name","value":"bankPayment"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"BankPaymentFields"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"InvoicePartyFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"InvoiceParty"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"street"}},{"kind":"Field","name":{"kind":"Name","value":"city"}},{"kind":"Field","name":{"kind":"Name","value":"postalCode"}},{"kind":"Field","name":{"kind":"Name","value":"country"}},{"kind":"Field","name":{"kind":"Name","value":"companyRegNo"}},{"kind":"Field","name":{"kind":"Name","value":"companyTaxNo"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"BankPaymentFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"BankPayment"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"account"}},{"kind":"Field","name":{"kind":"Name","value":"iban"}},{"kind":"Field","name":{"kind":"Name","value":"amount"}},{"kind":"Field","name":{"kind":"Name","value":"variableSymbol"}},{"kind":"Field","name":{"kind":"Name","value":"qrCode"}}]}}]} as unknown as DocumentNode;

/**
 * __useCustomerInvoiceQuery__
 *
 * To run a query within a React component, call `useCustomerInvoiceQuery` and pass it any options that fit your needs.
 * When your component renders, `useCustomerInvoiceQuery` returns an object from Apollo Client that contains loading, error, and data properties
 * you can use to render your UI.
 *
 * @param baseOptions options that will be passed into the query, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options;
 *
 * @example
 * const { data, loading, error } = useCustomerInvoiceQuery({
 *   variables: {
 *      invoiceNumber: // value for 'invoiceNumber'
 *   },
 * });
 */
export function useCustomerInvoiceQuery(baseOptions: ApolloReactHooks.QueryHookOptions<CustomerInvoiceQuery, CustomerInvoiceQueryVariables> & ({ variables: CustomerInvoiceQueryVariables; skip?: boolean; } | { skip: boolean; }) ) {
        const options = {...defaultOptions, ...baseOptions}
        return ApolloReactHooks.useQuery<CustomerInvoiceQuery, CustomerInvoiceQueryVariables>(CustomerInvoiceDocument, options);
      }
export function useCustomerInvoiceLazyQuery(baseOptions?: ApolloReactHooks.LazyQueryHookOptions<CustomerInvoiceQuery, CustomerInvoiceQueryVariables>) {
          const options = {...defaultOptions, ...baseOptions}
          return ApolloReactHooks.useLazyQuery<CustomerInvoiceQuery, CustomerInvoiceQueryVariables>(CustomerInvoiceDocument, options);
        }
// @ts-ignore
export function useCustomerInvoiceSuspenseQuery(baseOptions?: ApolloReactHooks.SuspenseQueryHookOptions<CustomerInvoiceQuery, CustomerInvoiceQueryVariables>): ApolloReactHooks.UseSuspenseQueryResult<CustomerInvoiceQuery, CustomerInvoiceQueryVariables>;
export function useCustomerInvoiceSuspenseQuery(baseOptions?: ApolloReactHooks.SkipToken | ApolloReactHooks.SuspenseQueryHookOptions<CustomerInvoiceQuery, CustomerInvoiceQueryVariables>): ApolloReactHooks.UseSuspenseQueryResult<CustomerInvoiceQuery | undefined, CustomerInvoiceQueryVariables>;
export function useCustomerInvoiceSuspenseQuery(baseOptions?: ApolloReactHooks.SkipToken | ApolloReactHooks.SuspenseQueryHookOptions<CustomerInvoiceQuery, CustomerInvoiceQueryVariables>) {
          const options = baseOptions === ApolloReactHooks.skipToken ? baseOptions : {...defaultOptions, ...baseOptions}
          return ApolloReactHooks.useSuspenseQuery<CustomerInvoiceQuery, CustomerInvoiceQueryVariables>(CustomerInvoiceDocument, options);
        }
export type CustomerInvoiceQueryHookResult = ReturnType<typeof useCustomerInvoiceQuery>;
export type CustomerInvoiceLazyQueryHookResult = ReturnType<typeof useCustomerInvoiceLazyQuery>;
export type CustomerInvoiceSuspenseQueryHookResult = ReturnType<typeof useCustomerInvoiceSuspenseQuery>;
export type CustomerInvoiceQueryResult = ApolloReactCommon.QueryResult<CustomerInvoiceQuery, CustomerInvoiceQueryVariables>;