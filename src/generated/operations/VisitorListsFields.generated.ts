/** Internal type. DO NOT USE DIRECTLY. */
export type Incremental<T> = T | { [P in keyof T]?: P extends ' $fragmentName' | '__typename' ? T[P] : never };
import { DocumentNode } from 'graphql';
export type VisitorListsFieldsFragment = { __typename: 'VisitorLists', id: string, compare: Array<string>, recentlyViewed: Array<string> };

export const VisitorListsFieldsFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"VisitorListsFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"VisitorLists"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"compare"}},{"kind":"Field","name":{"kind":"Name","value":"recentlyViewed"}}]}}]} as unknown as DocumentNode;