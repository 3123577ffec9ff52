import { z } from 'zod';

const czech = z.locales.cs();

/**
 * Parses request input; issues without a message of their own get zod's Czech texts, so every
 * 400 (ZodError → http/errors.ts) reads in Czech.
 */
export function parseInput<S extends z.ZodType>(schema: S, data: unknown): z.output<S> {
  return schema.parse(data, { error: czech.localeError });
}
