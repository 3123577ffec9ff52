// The public API of src/domain: every business rule, shared by server and client.
export * from './enums.js';
export * from './constants.js';
export * from './money.js';
export * from './stock.js';
export * from './product.js';
export * from './eligibility.js';
export * from './contact.js';
export * from './checkout.js';
export * from './validation.js';
export * from './czech.js';
export * from './urls.js';
export * from './lists.js';
export * from './loyalty.js';
export * from './cart.js';
