import { Alert } from 'antd';
import type { Marketplace } from './marketplaces.js';

/**
 * Said at the release, before anything is sent: dj has no store platform yet, and a marketplace
 * without API publishing fails each release with the server's words (PublishingNotSupported).
 */
export function ReleaseNotice({ marketplace }: { marketplace: Marketplace }) {
  if (marketplace.storePlatform === null)
    return (
      <Alert
        type="info"
        showIcon
        className="publish-notice"
        title={`${marketplace.label} 通过 PodKit 开放接口上架商品，暂无可授权的 ${marketplace.label} 店铺`}
        description="可以先准备产品模板；店铺接入后在此刊登。"
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
