import { Alert, Empty, Input, Select, Skeleton } from 'antd';
import { stores, type FbaShipment } from '@podkit/sdk-core';
import { useEffect } from 'react';
import { Link } from 'react-router';
import { useRemote } from '../../components/use-remote.js';
import { client } from '../../sdk/client.js';

/** The shipment an FBA order goes to: picked from an Amazon store, or typed without one. */
export interface FbaChoice {
  storeId: number | null;
  shipmentId: string;
}

const AMAZON = 1;
const STATUS_TEXT: Record<string, string> = {
  WORKING: '处理中',
  READY_TO_SHIP: '待发货',
};

export function shipmentLabel(shipment: FbaShipment): string {
  return [
    shipment.shipment_id,
    shipment.name,
    shipment.destination ? `目的仓 ${shipment.destination}` : '',
    STATUS_TEXT[shipment.status] ?? shipment.status,
  ]
    .filter(Boolean)
    .join(' · ');
}

/**
 * The FBA checkout's shipment: with an authorised Amazon store, its open inbound shipments in a
 * select (the server checks the pick against the store); without one, the id typed as text.
 */
export function FbaShipmentPicker({
  value,
  onChange,
}: {
  value: FbaChoice;
  onChange: (choice: FbaChoice) => void;
}) {
  const amazonStores = useRemote(
    () =>
      stores
        .listStores(client, { platform: AMAZON }, { silent: true })
        .then((list) => list.filter((store) => store.state === 'authorised')),
    'amazon-stores',
  );
  const storeList = amazonStores.state === 'done' ? amazonStores.data : null;
  const shipments = useRemote(
    () => (value.storeId ? stores.listFbaShipments(client, value.storeId) : Promise.resolve(null)),
    value.storeId,
  );

  // One Amazon store is picked at once.
  useEffect(() => {
    if (storeList?.length === 1 && value.storeId === null)
      onChange({ storeId: storeList[0]!.id, shipmentId: '' });
  }, [storeList, value.storeId, onChange]);

  if (amazonStores.state === 'loading') return <Skeleton active paragraph={{ rows: 1 }} />;
  if (!storeList || storeList.length === 0)
    return (
      <div className="shop-choices">
        <Input
          className="shop-coupon"
          aria-label="FBA 货件编号"
          placeholder="以 FBA 开头，如 FBA15ABCD1234"
          value={value.shipmentId}
          maxLength={40}
          onChange={(event) => onChange({ storeId: null, shipmentId: event.target.value })}
        />
        <span className="shop-muted">
          在 <Link to="/myOrder/storeAdmin?platform=1">店铺管理</Link> 授权 Amazon
          店铺后，可直接选择店铺的入库货件。
        </span>
      </div>
    );

  const shipmentList = shipments.state === 'done' ? (shipments.data ?? []) : [];
  return (
    <div className="shop-choices">
      <Select<number>
        className="shop-coupon"
        aria-label="Amazon 店铺"
        placeholder="选择 Amazon 店铺"
        value={value.storeId ?? undefined}
        onChange={(storeId) => onChange({ storeId, shipmentId: '' })}
        options={storeList.map((store) => ({ value: store.id, label: store.name }))}
      />
      {value.storeId === null ? null : shipments.state === 'failed' ? (
        <Alert type="error" showIcon title="读取该店铺的 FBA 入库货件失败" />
      ) : shipments.state === 'done' && shipmentList.length === 0 ? (
        <Empty
          image={Empty.PRESENTED_IMAGE_SIMPLE}
          description="该店铺暂无待发货的 FBA 入库货件，请先在卖家平台创建货件"
        />
      ) : (
        <Select<string>
          className="shop-coupon"
          aria-label="FBA 货件"
          placeholder="选择入库货件"
          loading={shipments.state === 'loading'}
          value={value.shipmentId || undefined}
          onChange={(shipmentId) => onChange({ storeId: value.storeId, shipmentId })}
          options={shipmentList.map((shipment) => ({
            value: shipment.shipment_id,
            label: shipmentLabel(shipment),
          }))}
        />
      )}
    </div>
  );
}
