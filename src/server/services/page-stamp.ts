import { sql } from 'drizzle-orm';
import { z } from 'zod';
import type { Db } from '../db/client.js';
import { keptUntilWrite } from './until-write.js';

const stampUntilWrite = keptUntilWrite<string>({ max: 1 });

const stampRows = z.object({ rows: z.array(z.object({ stamp: z.string() })).length(1) });

/**
 * The current page stamp: the page_stamp sequence's position (migration 0018), moved by every
 * change of what a page shows (catalogue, prices, stock, content, methods).
 */
export async function pageStamp(db: Db): Promise<string> {
  // On PGlite read again only after this process wrote (services/until-write.ts): only a write moves it.
  return stampUntilWrite(db).get('', async () => {
    const result = await db.execute(sql`SELECT last_value::text || (CASE WHEN is_called THEN '' ELSE '-' END) AS stamp FROM page_stamp`);
    const parsed = stampRows.parse(result);
    return parsed.rows[0]?.stamp ?? '';
  });
}
