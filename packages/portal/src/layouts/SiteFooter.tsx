import { useSiteConfig } from '../app/site-config.js';

/** Footer of spec section 2: domain with 'all rights reserved', licence, contact, QR code. */
export function SiteFooter() {
  const config = useSiteConfig();
  if (!config) return null;
  return (
    <footer className="site-footer">
      <div className="site-footer-inner">
        <div>
          <div>© {config.domain_name} 版权所有</div>
          {config.domain_license_no && <div>{config.domain_license_no}</div>}
        </div>
        <div>
          {config.customer_phone && <div>客服电话：{config.customer_phone}</div>}
          {config.customer_email && <div>邮箱：{config.customer_email}</div>}
          {config.customer_address && <div>地址：{config.customer_address}</div>}
        </div>
        {config.customer_qr_code && (
          <img
            className="site-footer-qr"
            src={config.customer_qr_code}
            alt="客服二维码"
            width={96}
            height={96}
          />
        )}
      </div>
    </footer>
  );
}
