import { invalid } from '../../http/envelope.js';

/** What a title or description pattern may name (sdk-core's LISTING_PLACEHOLDERS, for the screens). */
export const LISTING_PLACEHOLDERS = ['name', 'blank', 'colors', 'sizes'] as const;

export type PatternValues = Record<(typeof LISTING_PLACEHOLDERS)[number], string>;

const PLACEHOLDER = /\{([^{}]*)\}/g;

/** Refuses a pattern naming a placeholder PodKit does not fill, naming each unknown one. */
export function checkPattern(pattern: string, field: string): void {
  const unknown = [...pattern.matchAll(PLACEHOLDER)]
    .map((match) => match[1]!)
    .filter((name) => !(LISTING_PLACEHOLDERS as readonly string[]).includes(name));
  if (unknown.length > 0)
    throw invalid(
      `${field}含未知占位符：${[...new Set(unknown)].map((name) => `{${name}}`).join('、')}（可用：${LISTING_PLACEHOLDERS.map((name) => `{${name}}`).join(' ')}）`,
    );
}

/** The pattern with its placeholders filled; surrounding spaces trimmed. */
export function renderPattern(pattern: string, values: PatternValues): string {
  return pattern
    .replace(PLACEHOLDER, (whole, name: string) =>
      name in values ? values[name as keyof PatternValues] : whole,
    )
    .trim();
}

/** The values of a product: its name, its blank's, and its distinct colours and sizes in order. */
export function patternValues(product: {
  name: string;
  blankName: string;
  colors: string[];
  sizes: string[];
}): PatternValues {
  return {
    name: product.name,
    blank: product.blankName,
    colors: [...new Set(product.colors)].join(', '),
    sizes: [...new Set(product.sizes)].join(', '),
  };
}
