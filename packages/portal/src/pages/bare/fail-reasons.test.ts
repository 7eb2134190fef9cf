import { describe, expect, it } from 'vitest';
import { cleanReference, failReason } from './fail-reasons.js';

describe('fail page reasons', () => {
  it('sends a failed store authorisation back to that platform’s store screen', () => {
    expect(failReason('store', '7').actions[0]).toEqual({
      label: '重新授权',
      to: '/myOrder/storeAdmin?platform=7',
    });
    expect(failReason('store', 'javascript:alert(1)').actions[0]!.to).toBe('/myOrder/storeAdmin');
  });

  it('has fixed texts per kind and a general one for anything else', () => {
    expect(failReason('payment', null).title).toBe('充值未成功');
    expect(failReason('embed', null).title).toBe('嵌入页面登录失败');
    expect(failReason('<script>', null).title).toBe('操作未完成');
  });

  it('shows only references made of letters, digits and dashes', () => {
    expect(cleanReference(' RC20261125013000123456 ')).toBe('RC20261125013000123456');
    expect(cleanReference('请拨打 400')).toBeNull();
    expect(cleanReference(null)).toBeNull();
  });
});
