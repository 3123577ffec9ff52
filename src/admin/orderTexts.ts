// Czech names of the payment states and transition buttons in the back office.
import { ORDER_STATES, ORDER_STATE_TEXTS, type OrderState } from '../domain/order-state';

export const PAYMENT_STATUS_TEXTS: Readonly<Record<string, string>> = {
  'not-required': 'Bez online platby',
  pending: 'Čeká na platbu',
  paid: 'Zaplaceno',
  failed: 'Platba selhala',
  cancelled: 'Platba zrušena',
};

export function paymentStatusText(status: string): string {
  return PAYMENT_STATUS_TEXTS[status] ?? status;
}

export const TRANSITION_LABELS: Readonly<Record<OrderState, string>> = {
  new: 'Přijmout',
  processing: 'Začít vyřizovat',
  sent: 'Odeslat',
  'ready-for-pickup': 'Připraveno k vyzvednutí',
  delivered: 'Doručeno / vyzvednuto',
  cancelled: 'Zrušit objednávku',
};

export const STATE_OPTIONS = [{ value: '', label: 'Všechny stavy' }, ...ORDER_STATES.map((s) => ({ value: s, label: ORDER_STATE_TEXTS[s] }))];
export const PAYMENT_OPTIONS = [{ value: '', label: 'Všechny platby' }, ...Object.entries(PAYMENT_STATUS_TEXTS).map(([value, label]) => ({ value, label }))];
