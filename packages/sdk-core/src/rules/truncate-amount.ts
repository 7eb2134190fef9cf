const DECIMAL_TEXT = /^([+-]?)(\d*)(?:\.(\d*))?(?:e([+-]?\d+))?$/i;
const MAX_DIGITS = 20;

/**
 * Amount display rule (spec 9): truncates toward zero to `digits` decimals, never rounds,
 * and always shows exactly `digits` decimals. Strings are read as exact decimals; numbers
 * are first read at 15 significant digits so binary noise (0.1 + 0.2) does not leak in.
 * Anything that is not a finite amount shows as zero.
 */
export function truncateAmount(value: number | string | null | undefined, digits = 2): string {
  const places = Number.isInteger(digits) && digits >= 0 ? Math.min(digits, MAX_DIGITS) : 2;
  const parts = readDecimal(value);
  if (!parts) return formatAmount(false, '0', '', places);
  return formatAmount(parts.negative, parts.integer, parts.fraction, places);
}

interface DecimalParts {
  negative: boolean;
  integer: string;
  fraction: string;
}

function readDecimal(value: number | string | null | undefined): DecimalParts | null {
  let text: string;
  if (typeof value === 'number') {
    if (!Number.isFinite(value)) return null;
    text = value.toPrecision(15);
  } else if (typeof value === 'string') {
    text = value.trim();
  } else {
    return null;
  }
  const match = DECIMAL_TEXT.exec(text);
  if (!match) return null;
  const [, sign = '', integerDigits = '', fractionDigits = '', exponentText = '0'] = match;
  const allDigits = integerDigits + fractionDigits;
  if (allDigits === '') return null;
  const pointAt = integerDigits.length + Number(exponentText);
  if (!Number.isSafeInteger(pointAt) || Math.abs(pointAt) > 400) return null;
  if (pointAt <= 0) {
    return { negative: sign === '-', integer: '0', fraction: '0'.repeat(-pointAt) + allDigits };
  }
  if (pointAt >= allDigits.length) {
    return {
      negative: sign === '-',
      integer: allDigits + '0'.repeat(pointAt - allDigits.length),
      fraction: '',
    };
  }
  return {
    negative: sign === '-',
    integer: allDigits.slice(0, pointAt),
    fraction: allDigits.slice(pointAt),
  };
}

function formatAmount(
  negative: boolean,
  integer: string,
  fraction: string,
  places: number,
): string {
  const whole = integer.replace(/^0+(?=\d)/, '') || '0';
  const kept = fraction.padEnd(places, '0').slice(0, places);
  const isZero = /^0*$/.test(whole + kept);
  const text = places > 0 ? `${whole}.${kept}` : whole;
  // A truncated -0.001 reads as 0.00, never as -0.00.
  return negative && !isZero ? `-${text}` : text;
}
