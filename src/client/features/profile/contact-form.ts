// Shared helpers of the profile forms (lazy chunks): cached contacts as form values, server
// field paths as form paths, and the text of a refused operation.
import { ACCOUNT_ERROR_CODES, accountErrorMessage, normalizeContact, type AccountErrorCode, type Contact } from '../../domain';

/** A cached contact (GraphQL object with __typename and maybe id) as plain form values. */
export function contactValues(contact: Partial<Contact> | null | undefined): Contact {
  return normalizeContact(contact);
}

function isAccountErrorCode(code: string): code is AccountErrorCode {
  return (ACCOUNT_ERROR_CODES as readonly string[]).includes(code);
}

/** The Czech text of the first refusal (the server's message, else the domain's for its code). */
export function refusalText(errors: readonly { code: string; message: string }[], fallback: string): string {
  const first = errors[0];
  if (!first) return fallback;
  if (first.message) return first.message;
  return isAccountErrorCode(first.code) ? accountErrorMessage(first.code) : fallback;
}
