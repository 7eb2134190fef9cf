import { useCallback, useContext, useEffect, useState } from 'react';
import {
  DEFAULT_SITE_TIME_ZONE,
  orders as ordersApi,
  type Client,
  type Order,
  type OrderKind,
  type OrderStatusCounts,
} from '@podkit/sdk-core';
import { PortalLayerContext } from '@podkit/widget-kit';
import { adoptStyles, type StyleRoot } from '@podkit/widget-kit';
import { ConfirmDialog } from '@podkit/widget-kit';
import { Pager } from '../gallery/ui/Pager';
import { FilterBar } from './FilterBar';
import { OrderRow } from './OrderRow';
import { PayDialog } from './PayDialog';
import { EMPTY_FILTER_FORM, filtersOf, type FilterForm } from './order-filters';
import { STATUS_TABS, type StatusTab } from './order-labels';
import { ORDER_TABLE_CSS } from './order-table-css';
import { TimeZoneContext } from './order-time';

export interface OrderTableProps {
  /** The sdk-core client of the host; every call goes through it. */
  client: Client;
  /**
   * Button names the reseller may use (the menu entry's operates: pay, cancel, edit — the
   * packaging of an unpaid order). Missing means
   * read-only: orders are listed and opened, nothing is changed.
   */
  operates?: readonly string[];
  /** 'fba' lists the FBA wholesale orders (orderAdminFBA); every order kind by default. */
  kind?: OrderKind;
  /** Stores to filter by; the store filter shows only when the host passes some. */
  stores?: ReadonlyArray<{ id: number; name: string }>;
  /** The store the filter starts on (偏好设置's default store), once it is among `stores`. */
  defaultStoreId?: number;
  /** The site's time zone (site config `time_zone`) times are shown in; Asia/Shanghai by default. */
  timeZone?: string;
  /** Orders per page; 20 by default. */
  pageSize?: number;
  /** Offered in the pay dialog when the balance is short. */
  onRecharge?: () => void;
  /** Called after orders were paid or cancelled, e.g. to refresh the host's balance. */
  onChanged?: () => void;
  /** Links the host offers in an opened order, e.g. its after-sales tickets. */
  orderLinks?: ReadonlyArray<OrderLink>;
  /** The after-sales records of an opened order (its returns, its tickets), listed in its detail. */
  loadAfterSales?: (order: Order) => Promise<OrderAfterSale[]>;
}

/** A link in an opened order: the host decides where it goes (and, with `when`, for which orders). */
export interface OrderLink {
  label: string;
  onOpen: (order: Order) => void;
  when?: (order: Order) => boolean;
}

/** One after-sales record of an order as its detail lists it: '退货申请 TH… 已通过'. */
export interface OrderAfterSale {
  key: string;
  kind: string;
  number: string;
  status: string;
  onOpen: () => void;
}

type OpenDialog = { kind: 'pay'; ids: number[] } | { kind: 'cancel'; ids: number[] };

interface Listing {
  rows: Order[];
  total: number;
  lastPage: number;
}

/**
 * The reseller's orders: status tabs with counts, filters, server paging, selection with bulk pay
 * and bulk cancel, and rows that open to show items, mockups, print files and history.
 */
export function OrderTable(props: OrderTableProps) {
  const layer = useContext(PortalLayerContext);
  return (
    <TimeZoneContext.Provider value={props.timeZone ?? DEFAULT_SITE_TIME_ZONE}>
      {layer ? <OrderTableBody {...props} /> : <StandaloneOrderTable {...props} />}
    </TimeZoneContext.Provider>
  );
}

function OrderTableBody({
  client,
  operates,
  kind,
  stores,
  defaultStoreId,
  pageSize = 20,
  onRecharge,
  onChanged,
  orderLinks,
  loadAfterSales,
}: OrderTableProps) {
  const can = (name: string) => operates?.includes(name) ?? false;
  const [form, setForm] = useState<FilterForm>(EMPTY_FILTER_FORM);
  const [applied, setApplied] = useState<FilterForm>(EMPTY_FILTER_FORM);
  const [tab, setTab] = useState<StatusTab>('all');
  const [page, setPage] = useState(1);
  const [listing, setListing] = useState<Listing | null>(null);
  const [failed, setFailed] = useState(false);
  const [counts, setCounts] = useState<OrderStatusCounts | null>(null);
  const [selected, setSelected] = useState<ReadonlySet<number>>(new Set());
  const [expanded, setExpanded] = useState<ReadonlySet<number>>(new Set());
  const [dialog, setDialog] = useState<OpenDialog | null>(null);
  const [reloads, setReloads] = useState(0);
  const reload = useCallback(() => setReloads((count) => count + 1), []);
  const [startedOnStore, setStartedOnStore] = useState(false);

  useEffect(() => {
    if (startedOnStore || !defaultStoreId || !stores?.some((s) => s.id === defaultStoreId)) return;
    const onStore = { ...EMPTY_FILTER_FORM, store_id: String(defaultStoreId) };
    setForm(onStore);
    setApplied(onStore);
    setStartedOnStore(true);
  }, [defaultStoreId, stores, startedOnStore]);

  useEffect(() => {
    let current = true;
    const filters = { ...filtersOf(applied), ...(kind ? { kind } : {}) };
    ordersApi
      .listOrders(client, {
        ...filters,
        ...(tab === 'all' ? {} : { status: tab }),
        page,
        page_size: pageSize,
      })
      .then(
        (answer) => {
          if (!current) return;
          setListing({ rows: answer.data, total: answer.total, lastPage: answer.last_page });
          setFailed(false);
          setSelected((before) => {
            const visible = new Set(answer.data.map((order) => order.id));
            return new Set([...before].filter((id) => visible.has(id)));
          });
        },
        () => current && setFailed(true),
      );
    ordersApi.statusCounts(client, filters, { silent: true }).then(
      (answer) => current && setCounts(answer),
      () => current && setCounts(null),
    );
    return () => {
      current = false;
    };
  }, [client, applied, tab, page, pageSize, kind, reloads]);

  const rows = listing?.rows ?? [];
  const pending = rows.filter((order) => order.status === 'pending_payment');
  const chosenPending = pending.filter((order) => selected.has(order.id)).map((o) => o.id);
  const allChosen = rows.length > 0 && rows.every((order) => selected.has(order.id));

  function search() {
    setApplied(form);
    setPage(1);
  }

  function reset() {
    setForm(EMPTY_FILTER_FORM);
    setApplied(EMPTY_FILTER_FORM);
    setPage(1);
  }

  function toggle(set: ReadonlySet<number>, id: number, on: boolean): ReadonlySet<number> {
    const next = new Set(set);
    if (on) next.add(id);
    else next.delete(id);
    return next;
  }

  function afterChange() {
    reload();
    onChanged?.();
  }

  return (
    <div className="pk-shop pk-orders">
      <div className="pk-tabs" role="tablist" aria-label="订单状态">
        {STATUS_TABS.map((item) => (
          <button
            key={item.key}
            type="button"
            role="tab"
            className="pk-tab"
            aria-selected={tab === item.key}
            onClick={() => {
              setTab(item.key);
              setPage(1);
            }}
          >
            {item.label}
            {counts ? <span className="pk-tab-count">{counts[item.key]}</span> : null}
          </button>
        ))}
      </div>
      <FilterBar form={form} stores={stores} onChange={setForm} onSearch={search} onReset={reset} />
      {can('pay') || can('cancel') ? (
        <div className="pk-bulkbar" aria-label="批量操作">
          <label className="pk-check-all">
            <input
              type="checkbox"
              className="pk-checkbox"
              checked={allChosen}
              disabled={rows.length === 0}
              onChange={(event) =>
                setSelected(event.target.checked ? new Set(rows.map((o) => o.id)) : new Set())
              }
            />
            全选本页
          </label>
          <span className="pk-muted">已选 {selected.size} 个订单</span>
          {can('pay') ? (
            <button
              type="button"
              className="pk-button pk-primary pk-small"
              disabled={chosenPending.length === 0}
              onClick={() => setDialog({ kind: 'pay', ids: chosenPending })}
            >
              批量付款
            </button>
          ) : null}
          {can('cancel') ? (
            <button
              type="button"
              className="pk-button pk-small"
              disabled={chosenPending.length === 0}
              onClick={() => setDialog({ kind: 'cancel', ids: chosenPending })}
            >
              批量取消
            </button>
          ) : null}
        </div>
      ) : null}
      {failed ? (
        <p className="pk-empty">
          订单加载失败。
          <button type="button" className="pk-link-button" onClick={reload}>
            重试
          </button>
        </p>
      ) : !listing ? (
        <p className="pk-empty">加载中...</p>
      ) : rows.length === 0 ? (
        <p className="pk-empty">没有符合条件的订单</p>
      ) : (
        <table className="pk-order-table" aria-label="订单列表">
          <thead>
            <tr>
              <th className="pk-col-check">
                <span className="pk-visually-hidden">选择</span>
              </th>
              <th>订单</th>
              <th>收件人</th>
              <th>商品</th>
              <th>金额（元）</th>
              <th>状态</th>
              <th>物流</th>
              <th>操作</th>
            </tr>
          </thead>
          {rows.map((order) => (
            <OrderRow
              key={order.id}
              client={client}
              order={order}
              selected={selected.has(order.id)}
              expanded={expanded.has(order.id)}
              selectable={can('pay') || can('cancel')}
              canPay={can('pay')}
              canCancel={can('cancel')}
              canEditPackaging={can('edit')}
              onChanged={reload}
              onSelect={(on) => setSelected((before) => toggle(before, order.id, on))}
              onExpand={(on) => setExpanded((before) => toggle(before, order.id, on))}
              onPay={() => setDialog({ kind: 'pay', ids: [order.id] })}
              onCancel={() => setDialog({ kind: 'cancel', ids: [order.id] })}
              {...(orderLinks ? { links: orderLinks } : {})}
              {...(loadAfterSales ? { loadAfterSales } : {})}
            />
          ))}
        </table>
      )}
      {listing && listing.total > 0 ? (
        <Pager page={page} lastPage={listing.lastPage} total={listing.total} onPage={setPage} />
      ) : null}
      {dialog?.kind === 'pay' ? (
        <PayDialog
          client={client}
          orderIds={dialog.ids}
          onRecharge={onRecharge}
          onPaid={afterChange}
          onClose={() => setDialog(null)}
        />
      ) : null}
      {dialog?.kind === 'cancel' ? (
        <ConfirmDialog
          title="取消订单"
          text={`确定取消选中的 ${dialog.ids.length} 个待付款订单吗？取消后不能恢复。`}
          confirmText="取消订单"
          danger
          onConfirm={async () => {
            await ordersApi.cancelOrders(client, { order_ids: dialog.ids });
            setSelected(new Set());
            afterChange();
          }}
          onClose={() => setDialog(null)}
        />
      ) : null}
    </div>
  );
}

/** Outside mountWidget: its own portal layer next to it, and its stylesheet adopted where it is. */
function StandaloneOrderTable(props: OrderTableProps) {
  const [layer, setLayer] = useState<HTMLDivElement | null>(null);
  useEffect(() => {
    if (!layer) return;
    return adoptStyles(layer.getRootNode() as StyleRoot, ORDER_TABLE_CSS);
  }, [layer]);
  return (
    <>
      {layer ? (
        <PortalLayerContext.Provider value={layer}>
          <OrderTableBody {...props} />
        </PortalLayerContext.Provider>
      ) : null}
      <div className="podkit-portal-layer" ref={setLayer} />
    </>
  );
}
