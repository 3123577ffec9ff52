// The contract every payment gateway implements. The shop hands a pending payment (a row in
// `payments`) to the provider of its order's gateway (payment_methods.payment_gateway) and sends
// the shopper to the page the provider returns; the order becomes paid ONLY through a
// notification the provider verifies (verifyNotification → applyNotification), never because a
// browser came back to a return URL.
//
// Implementations: the test provider (test-provider.ts; PAYMENT_PROVIDER=test, demo only). A real
// gateway (e.g. GoPay, Comgate) is a second implementation registered in providerFor() (index.ts).

export const PAYMENT_STATUSES = ['pending', 'paid', 'cancelled', 'failed', 'refunded'] as const;
export type PaymentStatus = (typeof PAYMENT_STATUSES)[number];

/** A payment the shop asks a provider to collect. Amounts are haléře with VAT. */
export type PaymentRequest = { paymentId: string; orderNumber: string; amount: number };

/** What a verified notification says about one payment. */
export type VerifiedNotification = { paymentId: string; status: Exclude<PaymentStatus, 'pending' | 'refunded'>; amount: number };

/** The notification request as the transport received it (headers lower-case). */
export type NotificationRequest = { headers: Record<string, string | string[] | undefined>; body: unknown };

export type RefundResult = { ok: true } | { ok: false; reason: 'not-paid' | 'amount-exceeds-payment' | 'unknown-payment' };

export interface PaymentProvider {
  /** The gateway id on payment methods and orders. */
  readonly gateway: string;
  /** Starts the payment at the provider; the shopper is sent to `redirectUrl`. */
  createPayment(payment: PaymentRequest): Promise<{ redirectUrl: string }>;
  /** The payment page of a pending payment (also for "pay again" links). */
  paymentUrl(paymentId: string): string;
  /** The provider's current status of a payment, null when it does not know it. */
  status(paymentId: string): Promise<PaymentStatus | null>;
  /** Checks the signature (and freshness) of a notification; null when it is not genuine. */
  verifyNotification(request: NotificationRequest): Promise<VerifiedNotification | null>;
  /** Returns `amount` (haléře) of a paid payment to the shopper. */
  refund(paymentId: string, amount: number): Promise<RefundResult>;
}
