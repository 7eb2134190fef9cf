import { cssFamily } from './fonts';

/**
 * The box a text needs, in the units of `fontSize` (millimetres in a design): the widest line with
 * a little room, so the scene builder's line breaking never wraps it, by the lines' height.
 */
export function measureTextBox(
  document: Document,
  text: { content: string; fontFamily: string; fontSize: number; lineHeight: number },
): { width: number; height: number } {
  const lines = text.content.split('\n');
  const context = document.createElement('canvas').getContext('2d');
  let widest = text.fontSize * Math.max(...lines.map((line) => line.length)) * 0.6;
  if (context) {
    context.font = `${text.fontSize}px ${cssFamily(text.fontFamily)}`;
    widest = Math.max(...lines.map((line) => context.measureText(line).width));
  }
  return {
    width: Math.max(widest * 1.04 + text.fontSize * 0.2, text.fontSize),
    height: lines.length * text.fontSize * text.lineHeight,
  };
}
