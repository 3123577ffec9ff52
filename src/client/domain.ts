// src/domain for the client's first chunk: the same rules, re-exported from the modules that
// do not import zod. src/domain/index.ts also re-exports validation.ts, and zod's schemas are
// module-level calls a bundler cannot drop, so importing the index put ~370 kB of zod source
// into the entry chunk. Forms (lazy chunks) import src/domain/validation directly.
export * from '../domain/enums';
export * from '../domain/constants';
export * from '../domain/money';
export * from '../domain/product';
export * from '../domain/urls';
export * from '../domain/czech';
export * from '../domain/lists';
export * from '../domain/navigation';
export * from '../domain/search';
export * from '../domain/ranges';
// Cart and checkout (issue 6): step guard, contacts, eligibility texts, toasts. None imports zod.
export * from '../domain/stock';
export * from '../domain/stock-watch';
export * from '../domain/eligibility';
export * from '../domain/contact';
export * from '../domain/checkout';
export * from '../domain/loyalty';
export * from '../domain/cart';
export * from '../domain/purchase';
export * from '../domain/bank';
// Company forms (issue 15): the IČO check digit and how an ARES answer fills a form. No zod.
export * from '../domain/company-reg-no';
export * from '../domain/company';
// Accounts (issue 7): outcome texts, display names, token timings, login return paths. No zod.
export * from '../domain/accounts';
export * from '../domain/session-flow';
// Prices under Czech law (issue 12): the 30-day lowest price and unit prices. No zod.
export * from '../domain/price-history';
export * from '../domain/unit-price';
// CLP hazard information (issue 15, item 3): pictogram names, signal words, texts, the display rule. No zod.
export * from '../domain/clp';
// Withdrawal from the contract (issue 15): deadline, refusal texts, the form's path. No zod.
export * from '../domain/withdrawal';
// Search engines (issue 15): head titles, descriptions, schema.org values. No zod.
export * from '../domain/seo';
export * from '../domain/seo-places';
// Tax documents (issue 15): the invoice's and credit note's fields and labels, shared with the PDF. No zod.
export * from '../domain/tax-document';
