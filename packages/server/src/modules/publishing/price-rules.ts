import type { PriceRounding } from '@podkit/sdk-core';
import { invalid } from '../../http/envelope.js';

/**
 * Prices are computed in integers: the cost in CNY cents, the rate in millionths, the factor in
 * ten-thousandths, so cost × rate × factor is in cents × 10⁻¹⁰ and nothing is lost to floats.
 */
const RATE_SCALE = 1_000_000n;
const FACTOR_SCALE = 10_000n;
const EXACT = RATE_SCALE * FACTOR_SCALE;

/** A decimal string as an integer of `decimals` places, or null when it is not one. */
export function parseScaled(text: string, decimals: number): number | null {
  const match = /^(\d{1,9})(?:\.(\d+))?$/.exec(text.trim());
  if (!match) return null;
  const fraction = match[2] ?? '';
  if (fraction.length > decimals) return null;
  const value = Number(match[1]) * 10 ** decimals + Number(fraction.padEnd(decimals, '0') || 0);
  return Number.isSafeInteger(value) ? value : null;
}

/** An integer of `decimals` places as a decimal string with at least `minDecimals` of them. */
export function formatScaled(value: number, decimals: number, minDecimals: number): string {
  const scale = 10 ** decimals;
  const whole = Math.floor(value / scale);
  let fraction = String(value % scale).padStart(decimals, '0');
  while (fraction.length > minDecimals && fraction.endsWith('0')) fraction = fraction.slice(0, -1);
  return fraction ? `${whole}.${fraction}` : String(whole);
}

export const CURRENCY = /^[A-Z]{3}$/;

/** A rate typed by the reseller in millionths; 0, a negative or a malformed rate is refused. */
export function rateMicrosOf(currency: string, text: string): number {
  const micros = parseScaled(text, 6);
  if (micros === null)
    throw invalid(`${currency} 汇率格式不正确，应为最多 6 位小数的正数（如 0.1380）`);
  if (micros <= 0) throw invalid(`${currency} 汇率必须大于 0`);
  return micros;
}

export const formatRate = (micros: number) => formatScaled(micros, 6, 4);

export function factorOf(text: string): number {
  const value = parseScaled(text, 4);
  if (value === null) throw invalid('倍率（factor）格式不正确，应为最多 4 位小数的正数');
  if (value <= 0) throw invalid('倍率（factor）必须大于 0');
  return value;
}

export const formatFactor = (tenThousandths: number) => formatScaled(tenThousandths, 4, 2);

export function addendOf(text: string): number {
  const value = parseScaled(text, 2);
  if (value === null) throw invalid('加价（addend）格式不正确，应为不小于 0、最多两位小数的金额');
  return value;
}

export const formatCentsExact = (cents: number) => formatScaled(cents, 2, 2);

export interface PriceRule {
  factorTenThousandths: number;
  addendCents: number;
  rounding: PriceRounding;
}

/** ⌈a / b⌉ for a ≥ 0 … or any sign, b > 0. */
const ceilDiv = (a: bigint, b: bigint) => (a > 0n ? (a + b - 1n) / b : -(-a / b));

/**
 * A SKU's price in cents of the template currency: cost (CNY cents) × rate × factor + addend,
 * then `none` half-up to the cent, `99` up to the next x.99, `x9` up to the next .x9.
 */
export function priceCents(costCents: number, rateMicros: number, rule: PriceRule): number {
  const exact =
    BigInt(costCents) * BigInt(rateMicros) * BigInt(rule.factorTenThousandths) +
    BigInt(rule.addendCents) * EXACT;
  if (rule.rounding === '99') {
    // The smallest k·100 + 99 cents not below the exact price.
    const k = ceilDiv(exact - 99n * EXACT, 100n * EXACT);
    return Number((k < 0n ? 0n : k) * 100n + 99n);
  }
  if (rule.rounding === 'x9') {
    const k = ceilDiv(exact - 9n * EXACT, 10n * EXACT);
    return Number((k < 0n ? 0n : k) * 10n + 9n);
  }
  return Number((exact + EXACT / 2n) / EXACT);
}
