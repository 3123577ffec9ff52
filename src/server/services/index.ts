import type { Config } from '../config.js';
import type { Database } from '../db/client.js';
import type { TokenIssuer } from '../auth/tokens.js';
import type { Mailer } from '../mail/index.js';

/** What routes and resolvers reach: one set per process, built in app.ts. */
export type Services = {
  config: Config;
  database: Database;
  tokens: TokenIssuer;
  mailer: Mailer;
};
