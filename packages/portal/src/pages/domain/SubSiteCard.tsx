import { Alert, Button, Card, Descriptions, Image, Space, Tag, Typography } from 'antd';
import { subSites, type SubSite } from '@podkit/sdk-core';
import { useState } from 'react';
import { formatDateTime } from '../../components/format-date.js';
import { Unreachable } from '../../components/Unreachable.js';
import { useRemote } from '../../components/use-remote.js';
import { client } from '../../sdk/client.js';
import { SubSiteCustomers } from './SubSiteCustomers.js';
import { SubSiteForm } from './SubSiteForm.js';

const STATUS_COLOR: Record<SubSite['status'], string> = {
  none: 'default',
  pending: 'orange',
  verified: 'green',
};

/**
 * 分站: the reseller's own domain over the platform's catalogue and production. Opened at a level
 * the operator allows; takes effect once the DNS TXT record is found; lists its customers.
 */
export function SubSiteCard({ canSave }: { canSave: boolean }) {
  const [version, setVersion] = useState(0);
  const remote = useRemote(() => subSites.get(client, { silent: true }), version);
  const [editing, setEditing] = useState(false);
  const [verifying, setVerifying] = useState(false);
  const reload = () => setVersion((n) => n + 1);

  if (remote.state === 'failed')
    return (
      <Card title="分站" size="small">
        <Unreachable onRetry={reload} />
      </Card>
    );
  const subSite = remote.state === 'done' ? remote.data : null;

  const verify = async () => {
    setVerifying(true);
    try {
      await subSites.verify(client);
      reload();
    } catch {
      // The client has shown the server's message.
    } finally {
      setVerifying(false);
    }
  };

  return (
    <>
      <Card
        title="分站"
        size="small"
        loading={!subSite}
        extra={
          subSite && canSave && subSite.allowed ? (
            <Button type="primary" onClick={() => setEditing(true)}>
              {subSite.status === 'none' ? '开通分站' : '修改分站'}
            </Button>
          ) : null
        }
      >
        {subSite && (
          <Space orientation="vertical" size="middle" style={{ width: '100%' }}>
            <Typography.Paragraph type="secondary" style={{ margin: 0 }}>
              在自己的域名上开一个分站：商品、生产与客服和平台相同，访客在分站注册后成为你的客户，按平台价加上你设置的分类加价购买；客户订单付款后，加价部分计入你的余额。
            </Typography.Paragraph>
            {!subSite.allowed && (
              <Alert
                type="info"
                showIcon
                message={subSite.refusal}
                description={
                  subSite.allowed_levels.length > 0
                    ? `可开通分站的等级：${subSite.allowed_levels.join('、')}；你的等级：${subSite.level_name || '无'}`
                    : undefined
                }
              />
            )}
            {subSite.status !== 'none' && (
              <Descriptions size="small" column={{ xs: 1, md: 2 }} bordered>
                <Descriptions.Item label="分站域名">
                  <Space wrap>
                    <Typography.Text strong>{subSite.host}</Typography.Text>
                    <Tag color={STATUS_COLOR[subSite.status]}>{subSite.status_label}</Tag>
                  </Space>
                </Descriptions.Item>
                <Descriptions.Item label="站点名称">{subSite.domain_name || '—'}</Descriptions.Item>
                <Descriptions.Item label="Logo">
                  {subSite.domain_logo_1 ? (
                    <Image src={subSite.domain_logo_1} height={32} alt="分站 Logo" />
                  ) : (
                    '未上传'
                  )}
                </Descriptions.Item>
                <Descriptions.Item label="默认加价">
                  {subSite.default_markup_percent}%
                </Descriptions.Item>
                <Descriptions.Item label="客户数">{subSite.customer_count}</Descriptions.Item>
                <Descriptions.Item label="累计收益">{subSite.earned} 元</Descriptions.Item>
                {subSite.markup_owed !== '0.00' && (
                  <Descriptions.Item label="待扣回加价">
                    {subSite.markup_owed} 元（退款时余额不足，将从后续加价收益中扣回）
                  </Descriptions.Item>
                )}
                {subSite.verified_at && (
                  <Descriptions.Item label="生效时间">
                    {formatDateTime(subSite.verified_at)}
                  </Descriptions.Item>
                )}
              </Descriptions>
            )}
            {subSite.status === 'pending' && (
              <Alert
                type="warning"
                showIcon
                message="在域名的 DNS 中添加下面的 TXT 记录，并把域名解析（CNAME）到本平台，然后点“验证域名”"
                description={
                  <Space orientation="vertical" size={4} className="sub-site-txt">
                    <span>
                      主机记录：
                      <Typography.Text copyable code>
                        {subSite.txt_name}
                      </Typography.Text>
                    </span>
                    <span>
                      记录值：
                      <Typography.Text copyable code>
                        {subSite.txt_value}
                      </Typography.Text>
                    </span>
                  </Space>
                }
                action={
                  canSave ? (
                    <Button onClick={() => void verify()} loading={verifying}>
                      验证域名
                    </Button>
                  ) : null
                }
              />
            )}
          </Space>
        )}
      </Card>
      {subSite && subSite.status !== 'none' && <SubSiteCustomers />}
      {editing && subSite && (
        <SubSiteForm
          subSite={subSite}
          onClose={() => setEditing(false)}
          onDone={() => {
            setEditing(false);
            reload();
          }}
        />
      )}
    </>
  );
}
