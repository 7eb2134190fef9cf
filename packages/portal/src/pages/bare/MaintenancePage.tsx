import { Result } from 'antd';
import { useSiteConfig } from '../../app/site-config.js';

/** /system/maintenance: shown while the platform is being upgraded. */
export default function MaintenancePage() {
  const config = useSiteConfig();
  return (
    <Result
      status="info"
      title="系统维护中"
      subTitle={
        <>
          平台正在升级维护，请稍后再访问。给您带来不便，敬请谅解。
          {config?.customer_phone && <div>如有紧急问题，请致电 {config.customer_phone}</div>}
        </>
      }
    />
  );
}
