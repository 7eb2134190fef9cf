import { PlusOutlined } from '@ant-design/icons';
import { Alert, Button, Card, Empty, Radio, Select, Skeleton, Table } from 'antd';
import {
  addresses,
  cart,
  coupons,
  packaging,
  randomName,
  type CartItem,
  type CartPriceBreakdown,
  type LogisticsMethod,
  type OrderKind,
  type UserAddress,
} from '@podkit/sdk-core';
import { useEffect, useMemo, useState } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { Unreachable } from '../../components/Unreachable.js';
import { useRemote } from '../../components/use-remote.js';
import { client } from '../../sdk/client.js';
import { AddressFormModal, addressLine } from '../addresses/AddressFormModal.js';
import { screenPath } from '../catalog/screen-path.js';
import { NoPayPermission } from '../orders/NoPayPermission.js';
import { usePermission } from '../../workbench/permission.js';
import { myPreferences, usePreferred } from '../../workbench/preferences.js';
import { templateLabel } from '../packaging/packaging-tags.js';
import { refreshCartTotal } from './cart-total.js';
import { FbaShipmentPicker, type FbaChoice } from './FbaShipmentPicker.js';
import './shop.css';

/** Line ids from `?ids=1,2,3`: positive integers only, each once. */
export function idsFromQuery(value: string | null): number[] {
  const ids = (value ?? '')
    .split(',')
    .map((part) => Number(part.trim()))
    .filter((id) => Number.isSafeInteger(id) && id > 0);
  return [...new Set(ids)];
}

/**
 * /main/cartCheckout: the lines chosen in the cart, an address (picked or created), a shipping
 * method with its fee and delivery time, a coupon, a paid packaging template, the totals, and
 * placing the order. An FBA wholesale order (订单类型) goes at wholesale prices to an inbound
 * shipment, picked from an Amazon store or typed.
 */
export default function CartCheckoutPage() {
  const [search] = useSearchParams();
  const navigate = useNavigate();
  const itemIds = useMemo(() => idsFromQuery(search.get('ids')), [search]);
  const itemKey = itemIds.join(',');
  const [attempt, setAttempt] = useState(0);
  const lines = useRemote(
    () =>
      cart
        .listItems(client, { silent: true })
        .then((items) => items.filter((item) => itemIds.includes(item.id))),
    `${itemKey}#${attempt}`,
  );

  const [addressList, setAddressList] = useState<UserAddress[] | null>(null);
  const [addressId, setAddressId] = useState<number | null>(null);
  const [addingAddress, setAddingAddress] = useState(false);
  const [methods, setMethods] = useState<LogisticsMethod[] | null>(null);
  const [logisticsId, setLogisticsId] = useState<number | null>(null);
  const [couponId, setCouponId] = useState<number | null>(null);
  const [templateId, setTemplateId] = useState<number | null>(null);
  const [price, setPrice] = useState<CartPriceBreakdown | null>(null);
  const [kind, setKind] = useState<OrderKind>('normal');
  const [fba, setFba] = useState<FbaChoice>({ storeId: null, shipmentId: '' });
  const [fbaMinimum, setFbaMinimum] = useState<number | null>(null);
  const [placing, setPlacing] = useState(false);
  const canPay = usePermission('pay');
  const [placedForOwner, setPlacedForOwner] = useState(false);
  // One key for this checkout: pressing again or a retry after a lost answer places one order.
  const [idempotencyKey] = useState(() => randomName());

  const usable = useRemote(
    () =>
      itemKey
        ? coupons.listUsable(client, { item_ids: itemKey }, { silent: true })
        : Promise.resolve([]),
    itemKey,
  );
  const templates = useRemote(() => packaging.usable(client, { silent: true }), 'packaging');
  // 偏好设置's default packaging is preselected; the reseller may change it for this order.
  usePreferred(
    'default_bottom_template_id',
    templates.state === 'done' ? templates.data.map((template) => template.id) : null,
    templateId === null,
    setTemplateId,
  );

  useEffect(() => {
    addresses.listAddresses(client, { silent: true }).then(
      (list) => {
        setAddressList(list);
        setAddressId((current) => current ?? list[0]?.id ?? null);
      },
      () => setAddressList([]),
    );
  }, []);

  useEffect(() => {
    setMethods(null);
    setLogisticsId(null);
    if (!addressId || !itemKey) return;
    let live = true;
    Promise.all([
      cart.getLogistics(client, { address_id: addressId, item_ids: itemKey }),
      myPreferences(),
    ]).then(
      ([list, preferred]) => {
        if (!live) return;
        setMethods(list);
        // 偏好设置's default method when it ships to this address, else the first (cheapest).
        const chosen = list.find((method) => method.id === preferred?.default_logistics_id);
        setLogisticsId(chosen?.id ?? list[0]?.id ?? null);
      },
      () => live && setMethods([]),
    );
    return () => {
      live = false;
    };
  }, [addressId, itemKey]);

  useEffect(() => {
    if (!itemKey) return;
    let live = true;
    const answer =
      kind === 'fba'
        ? cart
            .fbaWholesalePrice(
              client,
              { item_ids: itemIds, ...(logisticsId ? { logistics_id: logisticsId } : {}) },
              { silent: true },
            )
            .then((wholesale) => {
              if (live) setFbaMinimum(wholesale.tier ? null : wholesale.min_quantity);
              return wholesale;
            })
        : cart.showPrice(
            client,
            {
              item_ids: itemKey,
              ...(addressId ? { address_id: addressId } : {}),
              ...(logisticsId ? { logistics_id: logisticsId } : {}),
              ...(couponId ? { coupon_id: couponId } : {}),
              ...(templateId ? { bottom_template_id: templateId } : {}),
            },
            { silent: true },
          );
    answer.then(
      (breakdown) => live && setPrice(breakdown),
      () => live && setPrice(null),
    );
    return () => {
      live = false;
    };
    // itemIds follows itemKey.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [itemKey, addressId, logisticsId, couponId, templateId, kind]);

  if (itemIds.length === 0) {
    return (
      <Empty description="没有要结算的商品">
        <Link to="/main/cart">返回购物车</Link>
      </Empty>
    );
  }
  if (lines.state === 'failed') return <Unreachable onRetry={() => setAttempt((n) => n + 1)} />;
  if (placedForOwner) return <NoPayPermission />;
  if (lines.state === 'loading') return <Skeleton active />;
  const items = lines.data;
  const missing = itemIds.length - items.length;
  const unavailable = items.filter((item) => !item.available);

  async function placeOrder() {
    if (!addressId || !logisticsId) return;
    setPlacing(true);
    try {
      const order = await cart.createOrder(client, {
        item_ids: items.map((item) => item.id),
        address_id: addressId,
        logistics_id: logisticsId,
        idempotency_key: idempotencyKey,
        ...(kind === 'fba'
          ? {
              order_kind: 'fba',
              fba_shipment_id: fba.shipmentId.trim(),
              fba_store_id: fba.storeId,
            }
          : { coupon_id: couponId, bottom_template_id: templateId }),
      });
      void refreshCartTotal();
      // A sub-account that may not pay leaves the order to its main account.
      if (canPay) navigate(screenPath('orderPay', { ids: order.id }), { replace: true });
      else setPlacedForOwner(true);
    } catch {
      // The client has shown why (price, stock, print files, coupon); nothing was placed.
      setPlacing(false);
    }
  }

  const couponOptions = usable.state === 'done' ? usable.data : [];
  const templateOptions = templates.state === 'done' ? templates.data : [];
  const ready = Boolean(
    addressId &&
    logisticsId &&
    items.length > 0 &&
    unavailable.length === 0 &&
    (kind === 'normal' || (fba.shipmentId.trim() && fbaMinimum === null)),
  );

  return (
    <div className="shop-page">
      <h2 className="page-title">订单结算</h2>
      {missing > 0 ? (
        <Alert
          type="warning"
          showIcon
          title={`有 ${missing} 件商品已不在购物车中`}
          action={<Link to="/main/cart">返回购物车</Link>}
        />
      ) : null}

      <Card title="订单类型" size="small">
        <Radio.Group
          value={kind}
          onChange={(event) => {
            setPrice(null);
            setKind(event.target.value as OrderKind);
          }}
          aria-label="订单类型"
          options={[
            { value: 'normal', label: '普通订单' },
            { value: 'fba', label: 'FBA 批发订单（发往亚马逊仓库，按批发价）' },
          ]}
        />
      </Card>

      {kind === 'fba' ? (
        <Card title="FBA 货件" size="small">
          <FbaShipmentPicker value={fba} onChange={setFba} />
          {fbaMinimum !== null ? (
            <Alert
              className="shop-fba-minimum"
              type="warning"
              showIcon
              title={`FBA 批发订单至少 ${fbaMinimum} 件，请回购物车增加数量`}
            />
          ) : null}
        </Card>
      ) : null}

      <Card
        title="收货地址"
        size="small"
        extra={
          <Button icon={<PlusOutlined />} onClick={() => setAddingAddress(true)}>
            新增地址
          </Button>
        }
      >
        {addressList === null ? (
          <Skeleton active paragraph={{ rows: 1 }} />
        ) : addressList.length === 0 ? (
          <Empty description="还没有收货地址，请先新增" image={Empty.PRESENTED_IMAGE_SIMPLE} />
        ) : (
          <Radio.Group
            className="shop-choices"
            value={addressId}
            onChange={(event) => setAddressId(event.target.value as number)}
            aria-label="收货地址"
          >
            {addressList.map((address) => (
              <Radio key={address.id} value={address.id} className="shop-choice">
                <strong>{address.recipient_name}</strong> {address.phone}
                {address.is_default ? <span className="shop-default">默认</span> : null}
                <div className="shop-choice-sub">{addressLine(address)}</div>
              </Radio>
            ))}
          </Radio.Group>
        )}
      </Card>

      <Card title="配送方式" size="small">
        {!addressId ? (
          <span className="shop-muted">请先选择收货地址</span>
        ) : methods === null ? (
          <Skeleton active paragraph={{ rows: 1 }} />
        ) : methods.length === 0 ? (
          <Alert type="warning" showIcon title="该地址暂无可用的配送方式" />
        ) : (
          <Radio.Group
            className="shop-choices"
            value={logisticsId}
            onChange={(event) => setLogisticsId(event.target.value as number)}
            aria-label="配送方式"
          >
            {methods.map((method) => (
              <Radio key={method.id} value={method.id} className="shop-choice">
                <strong>{method.name}</strong> <span className="shop-price">¥{method.fee}</span>
                <div className="shop-choice-sub">
                  时效 {method.delivery_time}，计费重量 {method.weight_grams} 克
                </div>
              </Radio>
            ))}
          </Radio.Group>
        )}
      </Card>

      <Card title="商品清单" size="small">
        <Table<CartItem>
          size="small"
          rowKey="id"
          pagination={false}
          dataSource={items}
          scroll={{ x: 560 }}
          columns={[
            {
              title: '商品',
              dataIndex: 'name',
              render: (name: string, item) => (
                <>
                  {name}
                  <div className="shop-choice-sub">{item.sku_text}</div>
                  {!item.available ? <div className="shop-danger">{item.reason}</div> : null}
                </>
              ),
            },
            { title: '单价（元）', dataIndex: 'unit_price', width: 110 },
            { title: '数量', dataIndex: 'quantity', width: 80 },
            { title: '金额（元）', dataIndex: 'amount', width: 110 },
          ]}
        />
      </Card>

      {kind === 'normal' ? (
        <Card title="优惠券" size="small">
          <Select<number | null>
            className="shop-coupon"
            aria-label="优惠券"
            value={couponId}
            onChange={setCouponId}
            loading={usable.state === 'loading'}
            options={[
              {
                value: null,
                label: couponOptions.length ? '不使用优惠券' : '暂无可用优惠券',
              },
              ...couponOptions.map((coupon) => ({
                value: coupon.id,
                label: `${coupon.name}（减 ¥${coupon.discount}）`,
              })),
            ]}
          />
        </Card>
      ) : null}

      {kind === 'normal' && templateOptions.length > 0 ? (
        <Card title="包装模板" size="small">
          <Select<number | null>
            className="shop-coupon"
            aria-label="包装模板"
            value={templateId}
            onChange={setTemplateId}
            options={[
              { value: null, label: '不使用包装模板' },
              ...templateOptions.map((template) => ({
                value: template.id,
                label: templateLabel(template),
              })),
            ]}
          />
        </Card>
      ) : null}

      <Card size="small" className="shop-summary">
        {price ? (
          <dl className="shop-totals">
            <dt>{kind === 'fba' ? '商品金额（批发价）' : '商品金额'}</dt>
            <dd>¥{price.goods_amount}</dd>
            <dt>运费</dt>
            <dd>¥{price.shipping_fee}</dd>
            {price.packaging_fee !== '0.00' ? (
              <>
                <dt>包装费</dt>
                <dd>¥{price.packaging_fee}</dd>
              </>
            ) : null}
            <dt>优惠</dt>
            <dd>-¥{price.discount}</dd>
            <dt>应付总额</dt>
            <dd className="shop-price shop-total" data-testid="checkout-total">
              ¥{price.total}
            </dd>
          </dl>
        ) : (
          <Skeleton active paragraph={{ rows: 2 }} />
        )}
        <Button
          type="primary"
          size="large"
          loading={placing}
          disabled={!ready}
          onClick={() => void placeOrder()}
        >
          提交订单
        </Button>
      </Card>

      {addingAddress ? (
        <AddressFormModal
          onClose={() => setAddingAddress(false)}
          onSaved={(saved) => {
            setAddingAddress(false);
            setAddressList((list) => [saved, ...(list ?? []).filter((a) => a.id !== saved.id)]);
            setAddressId(saved.id);
          }}
        />
      ) : null}
    </div>
  );
}
