/** What failed, as the `type` query of /fail names it. */
export type FailKind = 'payment' | 'payment-pending' | 'store' | 'embed';

export interface FailReason {
  title: string;
  explanation: string;
  /** The next steps: the first is the primary button. */
  actions: Array<{ label: string; to: string }>;
}

const storeScreen = (platform: string | null) =>
  platform && /^\d{1,3}$/.test(platform)
    ? `/myOrder/storeAdmin?platform=${platform}`
    : '/myOrder/storeAdmin';

/**
 * The texts of the fail page. They are fixed per kind: only a reference number and a platform
 * code come from the address, so a crafted link cannot put words in the site's mouth.
 */
export function failReason(kind: string | null, platform: string | null): FailReason {
  switch (kind) {
    case 'payment':
      return {
        title: '充值未成功',
        explanation:
          '支付宝没有确认这笔付款，余额未变动。如果已经扣款，款项会原路退回；也可以重新充值，或联系客服并提供下方的参考号。',
        actions: [
          { label: '重新充值', to: '/setting/recharge' },
          { label: '查看交易记录', to: '/finance/tradingRecord' },
        ],
      };
    case 'payment-pending':
      return {
        title: '暂未收到付款结果',
        explanation:
          '支付宝的到账通知还没有送达，余额暂未变动。通知通常几分钟内到达，到账后余额会自动更新；若长时间未到账，请联系客服并提供下方的参考号。',
        actions: [
          { label: '查看充值记录', to: '/setting/recharge' },
          { label: '返回工作台', to: '/views/main' },
        ],
      };
    case 'store':
      return {
        title: '店铺授权失败',
        explanation:
          '店铺平台返回的授权没有通过校验，店铺未绑定。请回到店铺管理重新授权；多次失败请联系客服。',
        actions: [
          { label: '重新授权', to: storeScreen(platform) },
          { label: '返回工作台', to: '/views/main' },
        ],
      };
    case 'embed':
      return {
        title: '嵌入页面登录失败',
        explanation:
          '嵌入本站的页面没能把登录信息交给本站（一次性登录码无效或已过期）。请刷新嵌入它的页面后重试，或直接登录工作台。',
        actions: [
          { label: '登录工作台', to: '/user/login' },
          { label: '返回首页', to: '/home' },
        ],
      };
    default:
      return {
        title: '操作未完成',
        explanation: '这一步没有成功。请返回重试；多次失败请联系客服。',
        actions: [
          { label: '返回工作台', to: '/views/main' },
          { label: '返回首页', to: '/home' },
        ],
      };
  }
}

/** A reference number as support reads it: letters, digits and dashes only. */
export function cleanReference(ref: string | null): string | null {
  const value = ref?.trim() ?? '';
  return /^[A-Za-z0-9-]{4,40}$/.test(value) ? value : null;
}
