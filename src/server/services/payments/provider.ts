// The contract every payment gateway implements. The shop hands a pending payment (a row in
// `payments`) to the provider of its order's gateway (payment_methods.payment_gateway) and sends
// the shopper to the page the provider returns; the order becomes paid ONLY through a
// notification the provider verifies (verifyNotification → applyNotification), never because a
// browser came back to a return URL.
//
// Implementations: the test provider (test-provider.ts; PAYMENT_PROVIDER=test, demo only) and
// Comgate (comgate.ts; PAYMENT_PROVIDER=comgate), both registered in providerFor() (index.ts).

import type { Db } from '../../db/client.js';
import { UserFacingError } from '../../errors.js';

export const PAYMENT_STATUSES = ['pending', 'paid', 'cancelled', 'failed', 'refunded'] as const;
export type PaymentStatus = (typeof PAYMENT_STATUSES)[number];

/** A payment the shop asks a provider to collect. Amounts are haléře with VAT; the payer as the order names them. */
export type PaymentRequest = { paymentId: string; orderNumber: string; amount: number; email: string; fullName: string; phone: string };

/**
 * What a verified notification (or a gateway's status call) says about one payment. `pending`:
 * genuine, but the gateway has no final result yet — nothing changes.
 */
export type VerifiedNotification = {
  paymentId: string;
  status: Exclude<PaymentStatus, 'refunded'>;
  amount: number;
  /** Set when the notification itself claimed another state than the gateway's status call, which decided. */
  claimed?: string;
};

/** The notification request as the transport received it (headers lower-case). */
export type NotificationRequest = { headers: Record<string, string | string[] | undefined>; body: unknown };

export type RefundRefusal = 'not-paid' | 'amount-exceeds-payment' | 'unknown-payment' | 'gateway-refused' | 'gateway-unavailable';
/** `detail`: the gateway's own words for the log (no credentials), when it refused or failed. */
/** What runs in the transaction that marks a payment refunded. */
export type OnRefunded = (tx: Db) => Promise<void>;

export type RefundResult = { ok: true } | { ok: false; reason: RefundRefusal; detail?: string };

export interface PaymentProvider {
  /** The gateway id on payment methods and orders. */
  readonly gateway: string;
  /**
   * Starts the payment at the provider (once per payment: asked again, it answers the same page);
   * the shopper is sent to `redirectUrl`. Throws PaymentGatewayError when the gateway fails.
   */
  createPayment(payment: PaymentRequest): Promise<{ redirectUrl: string }>;
  /** The payment page of a pending payment (also for "pay again" links). */
  paymentUrl(paymentId: string): string;
  /** The provider's current status of a payment, null when it does not know it. */
  status(paymentId: string): Promise<PaymentStatus | null>;
  /**
   * Checks the authentication of a notification and answers what it establishes; null when it is
   * not genuine, 'unknown-payment' when genuine but about no payment of this shop.
   */
  verifyNotification(request: NotificationRequest): Promise<VerifiedNotification | 'unknown-payment' | null>;
  /**
   * The gateway's own word on a payment (its status call), as a notification would carry it; null
   * when the provider has nothing to add to what the shop stored (the test provider).
   */
  confirmedState(paymentId: string): Promise<VerifiedNotification | null>;
  /**
   * Returns `amount` (haléře) of a paid payment to the shopper. `onRefunded` runs in the
   * transaction that marks the payment refunded (the back office's audit row).
   */
  refund(paymentId: string, amount: number, onRefunded?: OnRefunded): Promise<RefundResult>;
}

/** What the shopper reads when the gateway could not be reached or refused to start a payment. */
export const PAYMENT_GATEWAY_UNREACHABLE = 'Platební bránu se nepodařilo kontaktovat. Objednávka zůstává přijatá, zaplatit ji můžete znovu za chvíli.';

/**
 * A gateway call that failed (timeout, network, an error answer). The message is the Czech one
 * for the shopper; `reason` is for the log and never carries credentials.
 */
export class PaymentGatewayError extends UserFacingError {
  constructor(
    readonly reason: string,
    readonly timedOut = false,
  ) {
    super(PAYMENT_GATEWAY_UNREACHABLE, timedOut ? 504 : 502);
    this.name = 'PaymentGatewayError';
  }
}
