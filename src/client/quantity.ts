import type { QuantitySettings } from './domain';

/**
 * The API types `rounding` as a string; src/domain decides what an unknown value means, so an
 * unknown one is simply not passed on (resolveQuantitySettings then applies its default).
 */
export function quantitySettingsOf(settings: {
  default: number;
  min: number;
  max: number;
  step: number;
  rounding: string;
}): Partial<QuantitySettings> {
  const { rounding, ...numbers } = settings;
  return rounding === 'up' || rounding === 'down' || rounding === 'nearest' ? { ...numbers, rounding } : numbers;
}
