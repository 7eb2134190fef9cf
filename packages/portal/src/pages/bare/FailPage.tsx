import { Button, Result, Typography } from 'antd';
import { Link, useLocation, useSearchParams } from 'react-router';
import { useSiteConfig } from '../../app/site-config.js';
import { SiteLogo } from '../../layouts/SiteLogo.js';
import { cleanReference, failReason } from './fail-reasons.js';

/**
 * fail: where a reseller lands when a payment (Alipay return), a store authorisation callback or an
 * embed handoff fails. Says what failed and the next step; the reference is for support. A
 * server's own message may come along in the navigation state (never in the address).
 */
export default function FailPage() {
  const [search] = useSearchParams();
  const location = useLocation();
  const config = useSiteConfig();
  const reason = failReason(search.get('type'), search.get('platform'));
  const reference = cleanReference(search.get('ref'));
  const detail = (location.state as { message?: unknown } | null)?.message;
  const [primary, ...others] = reason.actions;

  return (
    <div className="bare-page">
      <SiteLogo />
      <Result
        className="bare-card"
        status="error"
        title={reason.title}
        subTitle={
          <div className="fail-text">
            {typeof detail === 'string' && detail && <p className="fail-detail">{detail}</p>}
            <p>{reason.explanation}</p>
            {reference && (
              <p>
                参考号：<Typography.Text copyable>{reference}</Typography.Text>
              </p>
            )}
            {(config?.customer_phone || config?.customer_email) && (
              <p>
                客服
                {config.customer_phone && `电话 ${config.customer_phone}`}
                {config.customer_phone && config.customer_email && '，'}
                {config.customer_email && `邮箱 ${config.customer_email}`}
              </p>
            )}
          </div>
        }
        extra={[
          primary && (
            <Link key={primary.to} to={primary.to}>
              <Button type="primary">{primary.label}</Button>
            </Link>
          ),
          ...others.map((action) => (
            <Link key={action.to} to={action.to}>
              <Button>{action.label}</Button>
            </Link>
          )),
        ]}
      />
    </div>
  );
}
