// Custom GraphQL scalars. Haler is money in haléře: graphql-scalars' SafeInt (a whole number
// with |n| ≤ 2^53 − 1, serialised as a JSON number) under the schema's own name, so an amount
// past Int's 2^31 − 1 serialises exactly and a fraction or an unsafe number is refused.
// SafeInt itself types other big whole numbers (cart weight and volume).

import { GraphQLScalarType } from 'graphql';
import { GraphQLSafeInt } from 'graphql-scalars';

export const SafeInt = GraphQLSafeInt;

export const Haler = new GraphQLScalarType({
  ...GraphQLSafeInt.toConfig(),
  name: 'Haler',
  description: 'An amount of money in haléře (1 Kč = 100 haléřů): a safe integer, serialised as a JSON number.',
  specifiedByURL: null,
});
