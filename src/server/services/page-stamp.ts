import { sql } from 'drizzle-orm';
import { z } from 'zod';
import type { Db } from '../db/client.js';

const stampRows = z.object({ rows: z.array(z.object({ stamp: z.string() })).length(1) });

/**
 * The current page stamp: the page_stamp sequence's position (migration 0018), moved by every
 * change of what a page shows (catalogue, prices, stock, content, methods).
 */
export async function pageStamp(db: Db): Promise<string> {
  const result = await db.execute(sql`SELECT last_value::text || (CASE WHEN is_called THEN '' ELSE '-' END) AS stamp FROM page_stamp`);
  const parsed = stampRows.parse(result);
  return parsed.rows[0]?.stamp ?? '';
}
