import { CustomerServiceOutlined } from '@ant-design/icons';
import { FloatButton, Popover } from 'antd';
import { useSiteConfig } from '../app/site-config.js';

/** Customer-service QR code floating on the page, when the site has one. */
export function FloatingQr() {
  const config = useSiteConfig();
  if (!config?.customer_qr_code) return null;
  return (
    <Popover
      placement="leftBottom"
      content={
        <div className="floating-qr">
          <img src={config.customer_qr_code} alt="客服二维码" width={140} height={140} />
          <div>扫码联系客服</div>
          {config.customer_phone && <div>{config.customer_phone}</div>}
        </div>
      }
    >
      <FloatButton icon={<CustomerServiceOutlined />} aria-label="联系客服" />
    </Popover>
  );
}
