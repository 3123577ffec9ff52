/** Internal type. DO NOT USE DIRECTLY. */
type Exact<T extends { [key: string]: unknown }> = { [K in keyof T]: T[K] };
/** Internal type. DO NOT USE DIRECTLY. */
export type Incremental<T> = T | { [P in keyof T]?: P extends ' $fragmentName' | '__typename' ? T[P] : never };
import type * as Types from '../types';

import { DocumentNode } from 'graphql';
import * as ApolloReactCommon from '@apollo/client';
import * as ApolloReactHooks from '@apollo/client';
const defaultOptions = {} as const;
export type SaveNewsletterEmailMutationVariables = Exact<{
  input: Types.NewsletterInput;
}>;


export type SaveNewsletterEmailMutation = { saveNewsletterEmail: { __typename: 'NewsletterResult', ok: boolean } | null };


export const SaveNewsletterEmailDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"SaveNewsletterEmail"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"NewsletterInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"saveNewsletterEmail"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"directives":[{"kind":"Directive","name":{"kind":"Name","value":"rest"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"type"},"value":{"kind":"StringValue","value":"NewsletterResult","block":false}},{"kind":"Argument","name":{"kind":"Name","value":"path"},"value":{"kind":"StringValue","value":"/utils/save-newsletter-email","block":false}},{"kind":"Argument","name":{"kind":"Name","value":"method"},"value":{"kind":"StringValue","value":"POST","block":false}},{"kind":"Argument","name":{"kind":"Name","value":"bodyKey"},"value":{"kind":"StringValue","value":"input","block":false}}]}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"ok"}}]}}]}}]} as unknown as DocumentNode;
export type SaveNewsletterEmailMutationFn = ApolloReactCommon.MutationFunction<SaveNewsletterEmailMutation, SaveNewsletterEmailMutationVariables>;

/**
 * __useSaveNewsletterEmailMutation__
 *
 * To run a mutation, you first call `useSaveNewsletterEmailMutation` within a React component and pass it any options that fit your needs.
 * When your component renders, `useSaveNewsletterEmailMutation` returns a tuple that includes:
 * - A mutate function that you can call at any time to execute the mutation
 * - An object with fields that represent the current status of the mutation's execution
 *
 * @param baseOptions options that will be passed into the mutation, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options-2;
 *
 * @example
 * const [saveNewsletterEmailMutation, { data, loading, error }] = useSaveNewsletterEmailMutation({
 *   variables: {
 *      input: // value for 'input'
 *   },
 * });
 */
export function useSaveNewsletterEmailMutation(baseOptions?: ApolloReactHooks.MutationHookOptions<SaveNewsletterEmailMutation, SaveNewsletterEmailMutationVariables>) {
        const options = {...defaultOptions, ...baseOptions}
        return ApolloReactHooks.useMutation<SaveNewsletterEmailMutation, SaveNewsletterEmailMutationVariables>(SaveNewsletterEmailDocument, options);
      }
export type SaveNewsletterEmailMutationHookResult = ReturnType<typeof useSaveNewsletterEmailMutation>;
export type SaveNewsletterEmailMutationResult = ApolloReactCommon.MutationResult<SaveNewsletterEmailMutation>;
export type SaveNewsletterEmailMutationOptions = ApolloReactCommon.BaseMutationOptions<SaveNewsletterEmailMutation, SaveNewsletterEmailMutationVariables>;