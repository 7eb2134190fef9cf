import { Card, Descriptions } from 'antd';
import { useSiteConfig } from '../../app/site-config.js';
import { SiteLogo } from '../../layouts/SiteLogo.js';

/** /other/producerInfo: who produces and ships the orders of this site. */
export default function ProducerInfoPage() {
  const config = useSiteConfig();
  return (
    <div className="bare-page">
      <SiteLogo />
      <Card title="生产商信息" className="bare-card">
        {config && (
          <Descriptions column={1} bordered size="small">
            <Descriptions.Item label="生产商">{config.site_name}</Descriptions.Item>
            <Descriptions.Item label="网站">{config.domain_name}</Descriptions.Item>
            {config.domain_license_no && (
              <Descriptions.Item label="备案号">{config.domain_license_no}</Descriptions.Item>
            )}
            {config.customer_address && (
              <Descriptions.Item label="地址">{config.customer_address}</Descriptions.Item>
            )}
            {config.customer_phone && (
              <Descriptions.Item label="电话">{config.customer_phone}</Descriptions.Item>
            )}
            {config.customer_email && (
              <Descriptions.Item label="邮箱">{config.customer_email}</Descriptions.Item>
            )}
          </Descriptions>
        )}
      </Card>
    </div>
  );
}
