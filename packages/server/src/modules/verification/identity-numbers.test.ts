import { describe, expect, it } from 'vitest';
import {
  creditCodeProblem,
  idNumberProblem,
  maskIdNumber,
  normaliseIdNumber,
} from './identity-numbers.js';

describe('resident ID numbers', () => {
  it('accepts a number whose check character agrees, an X typed in lower case too', () => {
    expect(idNumberProblem('11010519491231002X')).toBeNull();
    expect(idNumberProblem(normaliseIdNumber(' 11010519491231002x '))).toBeNull();
  });

  it('refuses a wrong check character, an impossible birth date and a short number', () => {
    expect(idNumberProblem('110105194912310021')).toContain('校验位');
    expect(idNumberProblem('110105194902300025')).toContain('出生日期');
    expect(idNumberProblem('440524188001010014')).toBe('身份证号中的出生日期不正确');
    expect(idNumberProblem('11010519491231')).toContain('18 位');
    expect(idNumberProblem('110105209912310020', new Date('2026-01-01'))).toContain('出生日期');
  });

  it('masks all but the region and the last four', () => {
    expect(maskIdNumber('11010519491231002X')).toBe('110105********002X');
  });
});

describe('unified social credit codes', () => {
  it('accepts a code whose MOD 31 check agrees and refuses one that does not', () => {
    expect(creditCodeProblem('91350100M000100Y43')).toBeNull();
    expect(creditCodeProblem('91350100M000100Y44')).toContain('校验位');
    expect(creditCodeProblem('91350100M000100YI3')).toContain('18 位');
  });
});
