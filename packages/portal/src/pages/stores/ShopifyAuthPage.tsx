import { Spin } from 'antd';
import { ApiError, stores, type Store } from '@podkit/sdk-core';
import { useEffect, useRef } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { client } from '../../sdk/client.js';
import './stores.css';

const storeAdminOf = (platform: number) => `/myOrder/storeAdmin?platform=${platform}`;

/**
 * /shopify/auth, the bare page a platform returns to after the reseller authorised a store: it
 * hands the platform's query (code, state, hmac …) to the server, which checks it, and goes on to
 * the store screen, or to the fail page with the server's reason.
 */
export default function ShopifyAuthPage() {
  const [search] = useSearchParams();
  const navigate = useNavigate();
  const sent = useRef(false);

  useEffect(() => {
    // Strict mode mounts twice; the code in the query may be exchanged once only.
    if (sent.current) return;
    sent.current = true;
    const fail = (message: string) =>
      navigate('/fail?type=store', { replace: true, state: { message } });
    // Repeated parameters (Shopify's `ids[]`) are signed as lists: hand every value on.
    const query: Record<string, string | string[]> = {};
    for (const name of new Set(search.keys())) {
      const values = search.getAll(name);
      query[name] = name.endsWith('[]') || values.length > 1 ? values : values[0]!;
    }
    // Amazon names its code spapi_oauth_code; Shein sends a tempToken.
    if (!query.code && !query.spapi_oauth_code && !query.tempToken && !query.error) {
      fail('授权回调缺少参数');
      return;
    }
    stores.completeStoreAuth(client, { query }, { silent: true }).then(
      (store: Store) => navigate(storeAdminOf(store.platform), { replace: true }),
      (error: unknown) => fail(error instanceof ApiError && error.msg ? error.msg : '店铺授权失败'),
    );
  }, [search, navigate]);

  return (
    <div className="shopify-auth-page">
      <Spin size="large" description="正在完成店铺授权…" />
    </div>
  );
}
