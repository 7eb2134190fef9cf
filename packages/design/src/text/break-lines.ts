import { LineBreaker } from './line-breaker';

/** Width of a run of text in pixels, as the caller's canvas measures it (font, letter spacing). */
export type MeasureText = (text: string) => number;

/**
 * Breaks text into lines no wider than `maxWidth`, at the break opportunities of the Unicode line
 * breaking algorithm (UAX #14): between CJK characters, at spaces, never before closing punctuation
 * such as '，' or '。'. Konva's own wrapping breaks only at spaces, so Chinese would not wrap at all.
 * The browser editor and the server's print renderer both lay text out with this function, each
 * with its own measuring canvas, so a line breaks at the same character on both sides.
 */
export function breakLines(text: string, maxWidth: number, measure: MeasureText): string[] {
  const lines: string[] = [];
  for (const paragraph of text.replace(/\r\n?/g, '\n').split('\n')) {
    lines.push(...breakParagraph(paragraph, maxWidth, measure));
  }
  return lines;
}

function breakParagraph(paragraph: string, maxWidth: number, measure: MeasureText): string[] {
  if (paragraph === '') return [''];
  const lines: string[] = [];
  let line = '';
  for (const segment of segments(paragraph)) {
    const candidate = line + segment;
    if (line === '' || measure(candidate.trimEnd()) <= maxWidth) {
      line = candidate;
    } else {
      lines.push(line.trimEnd());
      line = segment;
    }
    // A segment wider than the line on its own (a long word or URL) is cut between characters.
    while (measure(line.trimEnd()) > maxWidth && [...line.trimEnd()].length > 1) {
      const [head, rest] = splitToFit(line, maxWidth, measure);
      lines.push(head);
      line = rest;
    }
  }
  lines.push(line.trimEnd());
  return lines;
}

/** The pieces between break opportunities, each ending where a line may end. */
function segments(paragraph: string): string[] {
  const breaker = new LineBreaker(paragraph);
  const pieces: string[] = [];
  let start = 0;
  for (let bk = breaker.nextBreak(); bk; bk = breaker.nextBreak()) {
    if (bk.position > start) pieces.push(paragraph.slice(start, bk.position));
    start = bk.position;
  }
  return pieces;
}

/** The longest head (at least one character) that fits, and the rest. */
function splitToFit(line: string, maxWidth: number, measure: MeasureText): [string, string] {
  const chars = [...line];
  let count = 1;
  while (count < chars.length && measure(chars.slice(0, count + 1).join('')) <= maxWidth)
    count += 1;
  return [chars.slice(0, count).join(''), chars.slice(count).join('')];
}
