// DataLoader batching for fields resolved once per item of a list: every item's load in one
// request is answered by one batch (a constant number of statements, whatever the list's length).
// Made per request (the GraphQL context), so nothing read is kept beyond it.
import DataLoader from 'dataloader';
import type { Services } from '../services/index.js';
import type { Cart } from '../../generated/server.js';
import { existingCartContents } from '../services/afterlogin.js';

export class RequestLoaders {
  #existingCarts: DataLoader<string, Cart | null> | null = null;

  constructor(private readonly services: Services) {}

  /** ExistingCart.cart: the content of the customer's other carts, priced together. */
  get existingCarts(): DataLoader<string, Cart | null> {
    this.#existingCarts ??= new DataLoader((cartIds: readonly string[]) => existingCartContents(this.services.database.db, cartIds));
    return this.#existingCarts;
  }
}
