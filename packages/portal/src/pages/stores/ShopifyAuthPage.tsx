import { Button, Result, Spin } from 'antd';
import { ApiError, stores, type Store } from '@podkit/sdk-core';
import { useEffect, useRef, useState } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { client } from '../../sdk/client.js';
import './stores.css';

const storeAdminOf = (platform?: number) =>
  platform ? `/myOrder/storeAdmin?platform=${platform}` : '/myOrder/storeAdmin';

/**
 * /shopify/auth, the bare page a platform returns to after the reseller authorised a store: it
 * hands the platform's query (code, state, hmac …) to the server, which checks it, and goes on to
 * the store screen.
 */
export default function ShopifyAuthPage() {
  const [search] = useSearchParams();
  const navigate = useNavigate();
  const [failure, setFailure] = useState<string | null>(null);
  const sent = useRef(false);

  useEffect(() => {
    // Strict mode mounts twice; the code in the query may be exchanged once only.
    if (sent.current) return;
    sent.current = true;
    const query = Object.fromEntries(search.entries());
    if (!query.code && !query.error) {
      setFailure('授权回调缺少参数，请回到店铺管理重新授权');
      return;
    }
    stores.completeStoreAuth(client, { query }, { silent: true }).then(
      (store: Store) => navigate(storeAdminOf(store.platform), { replace: true }),
      (error: unknown) =>
        setFailure(error instanceof ApiError && error.msg ? error.msg : '店铺授权失败'),
    );
  }, [search, navigate]);

  return (
    <div className="shopify-auth-page">
      {failure ? (
        <Result
          status="error"
          title="店铺授权失败"
          subTitle={failure}
          extra={
            <Link to={storeAdminOf()}>
              <Button type="primary">返回店铺管理</Button>
            </Link>
          }
        />
      ) : (
        <Spin size="large" description="正在完成店铺授权…" />
      )}
    </div>
  );
}
