import type { CartResolvers } from '../../../generated/server.js';
import { CART_SUBJECTS_LIMIT } from '../../../domain/index.js';

export const Cart: CartResolvers = {
  subjects: (cart, { first }) => cart.subjects.slice(0, Math.min(Math.max(0, first ?? CART_SUBJECTS_LIMIT), CART_SUBJECTS_LIMIT)),
};
