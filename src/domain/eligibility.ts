// Shipping and payment method eligibility (spec section 5). Each condition applies only when
// set: a number when not null/undefined, a sku list when not empty, registeredUsers when true.

export interface MethodRule {
  minWeight?: number | null;
  maxWeight?: number | null;
  dimension?: number | null;
  maxVolume?: number | null;
  productSkus?: string[] | null;
  priceFrom?: number | null;
  priceTo?: number | null;
  registeredUsers?: boolean | null;
}

export interface EligibilityCart {
  weight: number;
  maxProductDimension: number;
  volume: number;
  skus: string[];
  /** Cart total with VAT in haléře. */
  total: number;
}

export type MethodRuleField = keyof MethodRule;

/** In the order they are checked and reported. */
export const METHOD_RULE_FIELDS = [
  'minWeight',
  'maxWeight',
  'dimension',
  'maxVolume',
  'productSkus',
  'priceFrom',
  'priceTo',
  'registeredUsers',
] as const satisfies readonly MethodRuleField[];

const isSet = (value: number | null | undefined): value is number => value !== null && value !== undefined;

/**
 * Which rule fields the cart fails. Max weight is exclusive, every other limit inclusive.
 * `failed` lists rule field names, so the UI can say why a method is unavailable.
 */
export function methodEligibility(
  rule: MethodRule,
  cart: EligibilityCart,
  user: { loggedIn: boolean },
): { eligible: boolean; failed: string[] } {
  const failed: MethodRuleField[] = [];
  if (isSet(rule.minWeight) && !(cart.weight >= rule.minWeight)) failed.push('minWeight');
  if (isSet(rule.maxWeight) && !(cart.weight < rule.maxWeight)) failed.push('maxWeight');
  if (isSet(rule.dimension) && !(cart.maxProductDimension <= rule.dimension)) failed.push('dimension');
  if (isSet(rule.maxVolume) && !(cart.volume <= rule.maxVolume)) failed.push('maxVolume');
  if (rule.productSkus && rule.productSkus.length > 0) {
    const allowed = new Set(rule.productSkus);
    if (!cart.skus.some((sku) => allowed.has(sku))) failed.push('productSkus');
  }
  if (isSet(rule.priceFrom) && !(cart.total >= rule.priceFrom)) failed.push('priceFrom');
  if (isSet(rule.priceTo) && !(cart.total <= rule.priceTo)) failed.push('priceTo');
  if (rule.registeredUsers === true && !user.loggedIn) failed.push('registeredUsers');
  return { eligible: failed.length === 0, failed };
}

/** Czech explanation for each failed condition, for tooltips next to a disabled method. */
export const ELIGIBILITY_REASONS: Readonly<Record<MethodRuleField, string>> = {
  minWeight: 'Košík je pro tento způsob příliš lehký.',
  maxWeight: 'Košík je pro tento způsob příliš těžký.',
  dimension: 'Některý produkt je pro tento způsob příliš velký.',
  maxVolume: 'Objem košíku je pro tento způsob příliš velký.',
  productSkus: 'Tento způsob není dostupný pro produkty v košíku.',
  priceFrom: 'Hodnota košíku je pro tento způsob příliš nízká.',
  priceTo: 'Hodnota košíku je pro tento způsob příliš vysoká.',
  registeredUsers: 'Tento způsob je dostupný pouze přihlášeným zákazníkům.',
};

/** Texts for the failed fields; unknown names are skipped. */
export function eligibilityReasons(failed: readonly string[]): string[] {
  return failed.flatMap((field) =>
    Object.prototype.hasOwnProperty.call(ELIGIBILITY_REASONS, field)
      ? [ELIGIBILITY_REASONS[field as MethodRuleField]]
      : [],
  );
}
