/** Internal type. DO NOT USE DIRECTLY. */
type Exact<T extends { [key: string]: unknown }> = { [K in keyof T]: T[K] };
/** Internal type. DO NOT USE DIRECTLY. */
export type Incremental<T> = T | { [P in keyof T]?: P extends ' $fragmentName' | '__typename' ? T[P] : never };
import { DocumentNode } from 'graphql';
import * as ApolloReactCommon from '@apollo/client';
import * as ApolloReactHooks from '@apollo/client';
const defaultOptions = {} as const;
export type CustomerInvoicesQueryVariables = Exact<{
  page?: number | null | undefined;
  pageSize?: number | null | undefined;
}>;


export type CustomerInvoicesQuery = { customerInvoices: { __typename: 'InvoicePage', page: number, pageSize: number, totalCount: number, items: Array<{ __typename: 'InvoiceSummary', id: string, number: string, orderNumber: string, issueDate: string, dueDate: string, totalToPay: number, currency: string, pdfUrl: string }> } };


export const CustomerInvoicesDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"CustomerInvoices"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"page"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"pageSize"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"customerInvoices"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"page"},"value":{"kind":"Variable","name":{"kind":"Name","value":"page"}}},{"kind":"Argument","name":{"kind":"Name","value":"pageSize"},"value":{"kind":"Variable","name":{"kind":"Name","value":"pageSize"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"items"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"number"}},{"kind":"Field","name":{"kind":"Name","value":"orderNumber"}},{"kind":"Field","name":{"kind":"Name","value":"issueDate"}},{"kind":"Field","name":{"kind":"Name","value":"dueDate"}},{"kind":"Field","name":{"kind":"Name","value":"totalToPay"}},{"kind":"Field","name":{"kind":"Name","value":"currency"}},{"kind":"Field","name":{"kind":"Name","value":"pdfUrl"}}]}},{"kind":"Field","name":{"kind":"Name","value":"page"}},{"kind":"Field","name":{"kind":"Name","value":"pageSize"}},{"kind":"Field","name":{"kind":"Name","value":"totalCount"}}]}}]}}]} as unknown as DocumentNode;

/**
 * __useCustomerInvoicesQuery__
 *
 * To run a query within a React component, call `useCustomerInvoicesQuery` and pass it any options that fit your needs.
 * When your component renders, `useCustomerInvoicesQuery` returns an object from Apollo Client that contains loading, error, and data properties
 * you can use to render your UI.
 *
 * @param baseOptions options that will be passed into the query, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options;
 *
 * @example
 * const { data, loading, error } = useCustomerInvoicesQuery({
 *   variables: {
 *      page: // value for 'page'
 *      pageSize: // value for 'pageSize'
 *   },
 * });
 */
export function useCustomerInvoicesQuery(baseOptions?: ApolloReactHooks.QueryHookOptions<CustomerInvoicesQuery, CustomerInvoicesQueryVariables>) {
        const options = {...defaultOptions, ...baseOptions}
        return ApolloReactHooks.useQuery<CustomerInvoicesQuery, CustomerInvoicesQueryVariables>(CustomerInvoicesDocument, options);
      }
export function useCustomerInvoicesLazyQuery(baseOptions?: ApolloReactHooks.LazyQueryHookOptions<CustomerInvoicesQuery, CustomerInvoicesQueryVariables>) {
          const options = {...defaultOptions, ...baseOptions}
          return ApolloReactHooks.useLazyQuery<CustomerInvoicesQuery, CustomerInvoicesQueryVariables>(CustomerInvoicesDocument, options);
        }
// @ts-ignore
export function useCustomerInvoicesSuspenseQuery(baseOptions?: ApolloReactHooks.SuspenseQueryHookOptions<CustomerInvoicesQuery, CustomerInvoicesQueryVariables>): ApolloReactHooks.UseSuspenseQueryResult<CustomerInvoicesQuery, CustomerInvoicesQueryVariables>;
export function useCustomerInvoicesSuspenseQuery(baseOptions?: ApolloReactHooks.SkipToken | ApolloReactHooks.SuspenseQueryHookOptions<CustomerInvoicesQuery, CustomerInvoicesQueryVariables>): ApolloReactHooks.UseSuspenseQueryResult<CustomerInvoicesQuery | undefined, CustomerInvoicesQueryVariables>;
export function useCustomerInvoicesSuspenseQuery(baseOptions?: ApolloReactHooks.SkipToken | ApolloReactHooks.SuspenseQueryHookOptions<CustomerInvoicesQuery, CustomerInvoicesQueryVariables>) {
          const options = baseOptions === ApolloReactHooks.skipToken ? baseOptions : {...defaultOptions, ...baseOptions}
          return ApolloReactHooks.useSuspenseQuery<CustomerInvoicesQuery, CustomerInvoicesQueryVariables>(CustomerInvoicesDocument, options);
        }
export type CustomerInvoicesQueryHookResult = ReturnType<typeof useCustomerInvoicesQuery>;
export type CustomerInvoicesLazyQueryHookResult = ReturnType<typeof useCustomerInvoicesLazyQuery>;
export type CustomerInvoicesSuspenseQueryHookResult = ReturnType<typeof useCustomerInvoicesSuspenseQuery>;
export type CustomerInvoicesQueryResult = ApolloReactCommon.QueryResult<CustomerInvoicesQuery, CustomerInvoicesQueryVariables>;