import { Link } from 'react-router';
import { useSiteConfig } from '../app/site-config.js';

/** The site's logo (site config) or its name; links to the public home. */
export function SiteLogo() {
  const config = useSiteConfig();
  return (
    <Link to="/home" className="site-logo" aria-label="返回首页">
      {config?.domain_logo_1 ? (
        <img src={config.domain_logo_1} alt={config.site_name} height={36} />
      ) : (
        <span className="site-logo-text">{config?.site_name ?? 'PodKit'}</span>
      )}
    </Link>
  );
}
