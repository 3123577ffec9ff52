// The address step's form (lazy chunk: zod stays out of the first one). It only composes the
// domain's contact schemas: the orderer always (checkoutContactSchema: e-mail and phone
// required), the invoice and delivery contacts only when the shopper gives their own
// (utilization assigned); hidden fieldsets unregister, so they arrive as undefined.
import type { FieldPath } from 'react-hook-form';
import { z } from 'zod';
import { CONTACT_TEXT_FIELDS, INVOICE_UTILIZATIONS, normalizeContact, type Contact } from '../../../domain';
import { MESSAGES, checkoutContactSchema, contactSchema } from '../../../domain/validation';

/** Delivery choices; "customer" (a saved address, Accounts) is offered only to a logged-in customer who has some. */
export const DELIVERY_CHOICES = ['inherit', 'invoice', 'assigned', 'customer'] as const;

export const addressFormSchema = z
  .object({
    order: checkoutContactSchema,
    invoiceUtilization: z.enum(INVOICE_UTILIZATIONS),
    invoice: contactSchema.optional(),
    deliveryUtilization: z.enum(DELIVERY_CHOICES),
    delivery: contactSchema.optional(),
    customerContactId: z.string().optional(),
  })
  .superRefine((data, ctx) => {
    if (data.deliveryUtilization === 'customer' && !data.customerContactId) {
      ctx.addIssue({ code: 'custom', message: MESSAGES.required, path: ['customerContactId'] });
    }
  });

export type AddressFormInput = z.input<typeof addressFormSchema>;
export type AddressFormData = z.output<typeof addressFormSchema>;
export type ContactPrefix = 'order' | 'invoice' | 'delivery';

/** A cached contact (or none) as plain form values: normalizeContact keeps only contact fields. */
export function contactFormValues(contact: Partial<Contact> | null | undefined): Contact {
  return normalizeContact(contact);
}

/** The server's field path (orderInfo.contact.phoneNumber) as the form's (order.phoneNumber). */
export function formFieldOf(serverField: string): string | null {
  const match = /^(orderInfo|invoiceInfo|deliveryInfo)\.contact\.(\w+)$/.exec(serverField);
  if (!match) return null;
  const prefix = match[1] === 'orderInfo' ? 'order' : match[1] === 'invoiceInfo' ? 'invoice' : 'delivery';
  return `${prefix}.${match[2]}`;
}

const CONTACT_FIELDS: readonly string[] = [...CONTACT_TEXT_FIELDS, 'contactType', 'country'];
const FORM_FIELDS: ReadonlySet<string> = new Set(
  (['order', 'invoice', 'delivery'] as const).flatMap((prefix) => CONTACT_FIELDS.map((field) => `${prefix}.${field}`)),
);

export function isAddressFormField(path: string | null): path is FieldPath<AddressFormInput> {
  return path !== null && FORM_FIELDS.has(path);
}
