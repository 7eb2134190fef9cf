import { Link } from 'react-router';
import { useSiteConfig } from '../../app/site-config.js';
import {
  footerLinkGroups,
  marketingPageLabels,
  marketingPagePath,
} from '../pages/marketing-pages.js';

/**
 * Footer of spec section 2: the marketing pages, the site's contact details and customer-service
 * QR code, and the domain name with 版权所有 and the licence number (all from site config).
 */
export function SiteFooter() {
  const config = useSiteConfig();
  return (
    <footer className="site-footer">
      <div className="public-container site-footer-top">
        <nav className="site-footer-links" aria-label="站点信息">
          {footerLinkGroups.map((group) => (
            <div key={group.title} className="site-footer-group">
              <div className="site-footer-heading">{group.title}</div>
              {group.slugs.map((slug) => (
                <Link key={slug} to={marketingPagePath(slug)}>
                  {marketingPageLabels[slug]}
                </Link>
              ))}
            </div>
          ))}
        </nav>
        {config && (
          <address className="site-footer-contact">
            <div className="site-footer-heading">联系我们</div>
            {config.customer_phone && <div>客服电话：{config.customer_phone}</div>}
            {config.customer_email && (
              <div>
                邮箱：<a href={`mailto:${config.customer_email}`}>{config.customer_email}</a>
              </div>
            )}
            {config.customer_address && <div>地址：{config.customer_address}</div>}
          </address>
        )}
        {config?.customer_qr_code && (
          <figure className="site-footer-qr">
            <img src={config.customer_qr_code} alt="客服二维码" width={96} height={96} />
            <figcaption>扫码联系客服</figcaption>
          </figure>
        )}
      </div>
      {config && (
        <div className="site-footer-bottom">
          <div className="public-container site-footer-bottom-inner">
            <span>© {config.domain_name} 版权所有</span>
            {config.domain_license_no && <span>{config.domain_license_no}</span>}
          </div>
        </div>
      )}
    </footer>
  );
}
