import { describe, expect, it } from 'vitest';
import { breakLines } from './break-lines';

/** A monospace stand-in: CJK characters and full-width punctuation 20 px, everything else 10 px. */
const measure = (text: string) =>
  [...text].reduce((width, ch) => width + (/[\u3000-\u9fff\uff00-\uffef]/.test(ch) ? 20 : 10), 0);

describe('breakLines', () => {
  it('wraps Chinese between characters, which Konva cannot', () => {
    expect(breakLines('春眠不觉晓处处闻啼鸟', 100, measure)).toEqual(['春眠不觉晓', '处处闻啼鸟']);
  });

  it('never starts a line with closing punctuation', () => {
    // Five characters fit; '，' may not begin a line, so '晓' moves down with it.
    expect(breakLines('春眠不觉晓，处处闻啼鸟。', 100, measure)).toEqual([
      '春眠不觉',
      '晓，处处闻',
      '啼鸟。',
    ]);
  });

  it('wraps Latin text at spaces and drops the space at the break', () => {
    expect(breakLines('hello big world', 100, measure)).toEqual(['hello big', 'world']);
  });

  it('keeps mixed text together where it fits', () => {
    expect(breakLines('PodKit 定制T恤', 200, measure)).toEqual(['PodKit 定制T恤']);
  });

  it('cuts a word longer than the line between characters', () => {
    expect(breakLines('abcdefghijkl', 50, measure)).toEqual(['abcde', 'fghij', 'kl']);
  });

  it('keeps hard line breaks and empty lines', () => {
    expect(breakLines('第一行\n\n第三行', 200, measure)).toEqual(['第一行', '', '第三行']);
  });

  it('puts at least one character on a line even when none fits', () => {
    expect(breakLines('字字', 5, measure)).toEqual(['字', '字']);
  });
});
