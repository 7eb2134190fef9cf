import { Alert } from 'antd';
import type { Marketplace } from './marketplaces.js';

/**
 * Said at the release, before anything is sent: a dj release only lists the product for the store
 * front's open API, and a marketplace without API publishing fails each release with the server's
 * words (PublishingNotSupported).
 */
export function ReleaseNotice({ marketplace }: { marketplace: Marketplace }) {
  if (marketplace.key === 'dj')
    return (
      <Alert
        type="info"
        showIcon
        className="publish-notice"
        title="刊登到 DJ 店铺后，店铺前台通过 PodKit 开放接口读取商品并推送订单"
        description="在「我的店铺 → DJ」创建店铺并获取 API 密钥；下架后商品不再出现在开放接口的商品列表中。"
      />
    );
  if (marketplace.apiPublishing) return null;
  return (
    <Alert
      type="warning"
      showIcon
      className="publish-notice"
      title={`暂不支持通过 API 刊登到 ${marketplace.label}`}
      description={`刊登到 ${marketplace.label} 店铺会失败并显示原因；请使用批量上传文件，在 ${marketplace.label} 卖家后台上传。`}
    />
  );
}
