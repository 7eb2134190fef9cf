import { Alert, Form, Modal, Select } from 'antd';
import { releases, stores } from '@podkit/sdk-core';
import { useState } from 'react';
import { Link } from 'react-router';
import { useRemote } from '../../components/use-remote.js';
import { client } from '../../sdk/client.js';
import type { Marketplace } from './marketplaces.js';
import { ReleaseNotice } from './ReleaseNotice.js';
import { ProductsSelect } from './ProductsSelect.js';
import { usePreferred } from '../../workbench/preferences.js';
import { TemplateField } from './TemplateField.js';

/**
 * Publish products to one of the reseller's stores with a product template. Each product becomes
 * one listing job; a product already listed on that store is updated rather than listed twice.
 */
export function PublishModal({
  marketplace,
  productIds,
  onPublished,
  onClose,
}: {
  marketplace: Marketplace;
  /** Chosen on the library screen; the release screen lets the reseller choose here. */
  productIds?: number[];
  onPublished: () => void;
  onClose: () => void;
}) {
  const [storeId, setStoreId] = useState<number | undefined>();
  const [templateId, setTemplateId] = useState<number | undefined>();
  const [chosen, setChosen] = useState<number[]>(productIds ?? []);
  const [sending, setSending] = useState(false);
  const { storePlatform } = marketplace;
  const shops = useRemote(() =>
    stores.listStores(client, { platform: storePlatform }, { silent: true }),
  );
  const usable =
    shops.state === 'done' ? shops.data.filter((shop) => shop.state === 'authorised') : [];
  usePreferred(
    'default_store_id',
    shops.state === 'done' ? usable.map((shop) => shop.id) : null,
    storeId === undefined,
    setStoreId,
  );

  async function publish() {
    if (storeId === undefined || templateId === undefined || chosen.length === 0) return;
    setSending(true);
    try {
      await releases.publish(client, {
        store_id: storeId,
        template_id: templateId,
        product_ids: chosen,
      });
      onPublished();
    } catch {
      setSending(false);
    }
  }

  return (
    <Modal
      open
      title={`刊登到 ${marketplace.label}`}
      okText={`刊登（${chosen.length} 个商品）`}
      cancelText="取消"
      okButtonProps={{
        disabled: storeId === undefined || templateId === undefined || chosen.length === 0,
      }}
      confirmLoading={sending}
      onOk={() => void publish()}
      onCancel={onClose}
      destroyOnHidden
    >
      <Form layout="vertical">
        <ReleaseNotice marketplace={marketplace} />
        {shops.state === 'done' && usable.length === 0 && (
          <Alert
            type="warning"
            showIcon
            title={`还没有可用的 ${marketplace.label} 店铺`}
            description={
              <Link to={`/myOrder/storeAdmin?platform=${storePlatform}`}>去授权店铺</Link>
            }
          />
        )}
        <Form.Item label="店铺" required>
          <Select
            aria-label="店铺"
            placeholder="选择店铺"
            value={storeId}
            onChange={setStoreId}
            loading={shops.state === 'loading'}
            options={usable.map((shop) => ({ value: shop.id, label: shop.name }))}
          />
        </Form.Item>
        <TemplateField marketplace={marketplace} value={templateId} onChange={setTemplateId} />
        {!productIds && (
          <Form.Item label="商品" required>
            <ProductsSelect value={chosen} onChange={setChosen} />
          </Form.Item>
        )}
      </Form>
    </Modal>
  );
}
