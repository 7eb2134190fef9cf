import { Alert } from 'antd';
import type { Marketplace } from './marketplaces.js';

/**
 * Said at the release, before anything is sent: a dj release only lists the product for the store
 * front's open API, Temu 托管 is listed by Temu itself (it sends purchase orders), and a marketplace
 * without API publishing fails each release with the server's words (PublishingNotSupported).
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
  if (marketplace.key === 'temuHosted')
    return (
      <Alert
        type="info"
        showIcon
        className="publish-notice"
        title="Temu 托管店铺的商品由 Temu 上架，不通过 API 刊登"
        description="请用批量上传文件在 Temu 卖家中心提交商品；Temu 选中后会下采购单，在「Temu 采购单」中备货、装箱发货。"
      />
    );
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
