import { randomBytes } from 'node:crypto';
import { inboundPlans } from './amazon-inbound.js';
import { restrictedTokens } from './amazon-restricted.js';
import { listingsItemsHandler, type AmazonListingsState } from './amazon-listings.js';
import { startFake, type FakeRequest, type FakeResponse, type RunningFake } from './fake-http.js';

/**
 * Contract fake of Amazon's Selling Partner API on loopback, after the SP-API reference
 * (developer-docs.amazon.com/sp-api) and the models of the official SDK:
 * - website authorisation: Seller Central's `/apps/authorize/consent?application_id&state
 *   &redirect_uri[&version=beta]` sends the browser back with `state`, `selling_partner_id` and
 *   `spapi_oauth_code`; LWA `POST /auth/o2/token` (form: authorization_code or refresh_token with
 *   client id and secret) answers `{access_token, refresh_token, token_type, expires_in}`;
 * - every SP-API call needs a live `x-amz-access-token` (403 Unauthorized otherwise, as SP-API
 *   answers), errors as `{errors: [{code, message}]}`;
 * - Sellers `GET /sellers/v1/marketplaceParticipations`;
 * - Orders v0: `getOrders` (MarketplaceIds required, exactly one of CreatedAfter /
 *   LastUpdatedAfter, FulfillmentChannels, OrderStatuses, MaxResultsPerPage ≤ 100, NextToken),
 *   `getOrder`, `getOrderItems` (paged with NextToken), `confirmShipment` (204; AFN orders
 *   refused; carrierName required with carrierCode Other);
 * - a usage plan per operation: beyond it 429 QuotaExceeded with `x-amzn-RateLimit-Limit`;
 * - restricted data (`amazon-restricted.ts`): getOrders and getOrder answer `ShippingAddress`
 *   with only City, StateOrRegion, PostalCode and CountryCode and no `BuyerInfo` unless the call
 *   carries a Restricted Data Token naming its path with the `shippingAddress` / `buyerInfo`
 *   data elements; getOrderItems answers an item's `BuyerInfo` (Amazon Custom's
 *   `BuyerCustomizedInfo`) only under an RDT for that order's items with `buyerInfo`.
 * - the Listings Items API (`amazon-listings.ts`).
 */
export interface AmazonFakeOptions {
  applicationId: string;
  clientId: string;
  clientSecret: string;
  sellerId: string;
  marketplaceId?: string;
  /** Every Nth getOrders call is refused with 429 (0: never). */
  ordersQuotaEvery?: number;
  /** Every Nth putListingsItem call is refused with 429 besides its usage plan (0: never). */
  putQuotaEvery?: number;
  /** Items per getOrderItems page (Amazon pages them with NextToken). */
  itemsPerPage?: number;
  /** Lifetime of a Restricted Data Token (Amazon: 3600 s). */
  rdtLifetimeSeconds?: number;
}

export interface FakeAmazonItem {
  OrderItemId: string;
  ASIN: string;
  SellerSKU: string;
  Title: string;
  QuantityOrdered: number;
  ItemPrice: { CurrencyCode: string; Amount: string };
  BuyerInfo?: { BuyerCustomizedInfo?: { CustomizedURL: string } };
}

export interface FakeAmazonOrder {
  AmazonOrderId: string;
  PurchaseDate: string;
  LastUpdateDate: string;
  OrderStatus: string;
  FulfillmentChannel: 'MFN' | 'AFN';
  MarketplaceId: string;
  BuyerInfo: { BuyerEmail: string };
  ShippingAddress: {
    Name: string;
    AddressLine1: string;
    AddressLine2?: string;
    City: string;
    StateOrRegion: string;
    PostalCode: string;
    CountryCode: string;
    Phone: string;
  };
  items: FakeAmazonItem[];
}

export interface FakeShipmentConfirmation {
  orderId: string;
  body: {
    marketplaceId: string;
    packageDetail: {
      packageReferenceId: string;
      carrierCode: string;
      carrierName?: string;
      trackingNumber: string;
      shipDate: string;
      orderItems: Array<{ orderItemId: string; quantity: number }>;
    };
  };
}

export interface AmazonFake extends RunningFake {
  consentUrl: string;
  tokenUrl: string;
  orders: FakeAmazonOrder[];
  shipments: FakeShipmentConfirmation[];
  /** 429s answered so far. */
  throttled: number;
  /** getOrders calls answered (any status). */
  getOrdersCalls: number;
  /** Adds `count` orders, every `afnEvery`th fulfilled by Amazon (0: none). */
  seed(count: number, options?: { afnEvery?: number }): FakeAmazonOrder[];
  /** Marks orders updated now (a later getOrders with LastUpdatedAfter finds them again). */
  touch(ids: string[]): void;
  /** Forgets every access token (they lapse), so the next call needs a refresh. */
  expireAccessTokens(): void;
  /** Issues an access token directly (as a test client of the official SDK would hold). */
  issueAccessToken(): string;
  /** Forgets every refresh token (the seller revoked the app's authorisation). */
  revokeRefreshTokens(): void;
  /** FBA Inbound v2024-03-20 plans and their shipments (`amazon-inbound.ts`). */
  inbound: ReturnType<typeof inboundPlans>;
  /** Restricted Data Tokens issued so far. */
  readonly rdtIssued: number;
  /** Every RDT issued so far lapses (LWA access tokens stay live). */
  expireRestrictedTokens(): void;
  /** The seller's listings items (key `sellerId/sku`) and the calls that wrote them. */
  listings: AmazonListingsState;
  /**
   * From now on putListingsItem passes both quotas: for a test of single calls, whose place in the
   * quota's count depends on how many retries the releases before it needed.
   */
  liftPutQuota(): void;
}

const error = (status: number, code: string, message: string): FakeResponse => ({
  status,
  body: { errors: [{ code, message }] },
});

export async function startAmazonFake(options: AmazonFakeOptions): Promise<AmazonFake> {
  const marketplaceId = options.marketplaceId ?? 'ATVPDKIKX0DER';
  const codes = new Map<string, { redirectUri: string }>();
  const refreshTokens = new Set<string>();
  const accessTokens = new Map<string, number>();
  const orders: FakeAmazonOrder[] = [];
  const shipments: FakeShipmentConfirmation[] = [];
  let sequence = 0;
  let clock = Date.now() - 10 * 86_400_000;
  const issue = () => {
    const token = `Atza|${randomBytes(12).toString('hex')}`;
    accessTokens.set(token, Date.now() + 3600_000);
    return token;
  };

  const tokenEndpoint = (request: FakeRequest): FakeResponse => {
    const form = (request.body ?? {}) as Record<string, string>;
    if (form.client_id !== options.clientId || form.client_secret !== options.clientSecret)
      return {
        status: 401,
        body: { error: 'invalid_client', error_description: 'Client authentication failed' },
      };
    if (form.grant_type === 'authorization_code') {
      const grant = codes.get(form.code ?? '');
      codes.delete(form.code ?? '');
      if (!grant || grant.redirectUri !== form.redirect_uri)
        return {
          status: 400,
          body: { error: 'invalid_grant', error_description: 'The authorization code is invalid' },
        };
      const refresh = `Atzr|${randomBytes(16).toString('hex')}`;
      refreshTokens.add(refresh);
      return {
        status: 200,
        body: {
          access_token: issue(),
          refresh_token: refresh,
          token_type: 'bearer',
          expires_in: 3600,
        },
      };
    }
    if (form.grant_type === 'refresh_token') {
      if (!refreshTokens.has(form.refresh_token ?? ''))
        return {
          status: 400,
          body: { error: 'invalid_grant', error_description: 'The refresh token is invalid' },
        };
      return {
        status: 200,
        body: { access_token: issue(), token_type: 'bearer', expires_in: 3600 },
      };
    }
    return { status: 400, body: { error: 'unsupported_grant_type' } };
  };

  const consent = (request: FakeRequest): FakeResponse => {
    const q = request.url.searchParams;
    if (q.get('application_id') !== options.applicationId)
      return { status: 400, body: 'Unknown application', raw: true };
    const redirectUri = q.get('redirect_uri') ?? '';
    const code = `ANmDaH${randomBytes(10).toString('hex')}`;
    codes.set(code, { redirectUri });
    const back = new URL(redirectUri);
    back.searchParams.set('state', q.get('state') ?? '');
    back.searchParams.set('selling_partner_id', options.sellerId);
    back.searchParams.set('spapi_oauth_code', code);
    return { status: 302, headers: { location: back.toString() } };
  };

  const rdts = restrictedTokens(options.rdtLifetimeSeconds ?? 3600);
  const inbound = inboundPlans(marketplaceId);

  /** The order as SP-API answers it: without the PII the call's RDT does not open. */
  const wire = (order: FakeAmazonOrder, elements: string[]) => {
    const { items: _items, BuyerInfo, ShippingAddress, ...rest } = order;
    const { City, StateOrRegion, PostalCode, CountryCode } = ShippingAddress;
    return {
      ...rest,
      ShippingAddress: elements.includes('shippingAddress')
        ? ShippingAddress
        : { City, StateOrRegion, PostalCode, CountryCode },
      ...(elements.includes('buyerInfo') ? { BuyerInfo } : {}),
    };
  };

  let getOrdersCalls = 0;
  let throttled = 0;
  const quota = (): FakeResponse => {
    throttled++;
    return {
      ...error(429, 'QuotaExceeded', 'You exceeded your quota for the requested resource.'),
      headers: { 'x-amzn-ratelimit-limit': '20.0' },
    };
  };

  const getOrders = (q: URLSearchParams, elements: string[]): FakeResponse => {
    getOrdersCalls++;
    if (options.ordersQuotaEvery && getOrdersCalls % options.ordersQuotaEvery === 0) return quota();
    const markets = (q.get('MarketplaceIds') ?? '').split(',').filter(Boolean);
    if (markets.length === 0)
      return error(400, 'InvalidInput', 'Missing required parameter MarketplaceIds');
    const created = q.get('CreatedAfter');
    const updated = q.get('LastUpdatedAfter');
    if (Boolean(created) === Boolean(updated))
      return error(400, 'InvalidInput', 'Exactly one of CreatedAfter or LastUpdatedAfter');
    const size = Number(q.get('MaxResultsPerPage') ?? '100');
    if (!(size >= 1 && size <= 100)) return error(400, 'InvalidInput', 'MaxResultsPerPage 1-100');
    const channels = (q.get('FulfillmentChannels') ?? '').split(',').filter(Boolean);
    const statuses = (q.get('OrderStatuses') ?? '').split(',').filter(Boolean);
    const from = Date.parse(created ?? updated ?? '');
    const matching = orders
      .filter((o) => markets.includes(o.MarketplaceId))
      .filter((o) => channels.length === 0 || channels.includes(o.FulfillmentChannel))
      .filter((o) => statuses.length === 0 || statuses.includes(o.OrderStatus))
      .filter((o) => Date.parse(created ? o.PurchaseDate : o.LastUpdateDate) >= from)
      .sort((a, b) => a.LastUpdateDate.localeCompare(b.LastUpdateDate));
    let offset = 0;
    const next = q.get('NextToken');
    if (next) {
      offset = Number(Buffer.from(next, 'base64').toString('utf8').split(':')[1]);
      if (!Number.isInteger(offset)) return error(400, 'InvalidInput', 'Invalid NextToken');
    }
    const page = matching.slice(offset, offset + size);
    const reached = offset + page.length;
    return {
      status: 200,
      body: {
        payload: {
          Orders: page.map((order) => wire(order, elements)),
          ...(reached < matching.length
            ? { NextToken: Buffer.from(`offset:${reached}`).toString('base64') }
            : {}),
          LastUpdatedBefore: new Date(Date.now() - 120_000).toISOString(),
        },
      },
    };
  };

  const itemsPerPage = options.itemsPerPage ?? 3;
  const getOrderItems = (
    order: FakeAmazonOrder,
    q: URLSearchParams,
    elements: string[],
  ): FakeResponse => {
    const offset = Number(q.get('NextToken') ?? '0');
    const page = order.items
      .slice(offset, offset + itemsPerPage)
      .map(({ BuyerInfo, ...item }) =>
        elements.includes('buyerInfo') && BuyerInfo ? { ...item, BuyerInfo } : item,
      );
    const reached = offset + page.length;
    return {
      status: 200,
      body: {
        payload: {
          AmazonOrderId: order.AmazonOrderId,
          OrderItems: page,
          ...(reached < order.items.length ? { NextToken: String(reached) } : {}),
        },
      },
    };
  };

  const confirmShipment = (order: FakeAmazonOrder, request: FakeRequest): FakeResponse => {
    const body = request.body as FakeShipmentConfirmation['body'] | null;
    const detail = body?.packageDetail;
    if (!body?.marketplaceId || !detail?.trackingNumber || !detail.carrierCode || !detail.shipDate)
      return error(400, 'InvalidInput', 'marketplaceId and packageDetail are required');
    if (!/^[1-9]\d*$/.test(detail.packageReferenceId ?? ''))
      return error(400, 'InvalidInput', 'packageReferenceId must be a positive number');
    if (detail.carrierCode === 'Other' && !detail.carrierName)
      return error(400, 'InvalidInput', 'carrierName is required when carrierCode is Other');
    if (order.FulfillmentChannel !== 'MFN')
      return error(400, 'InvalidInput', 'Order is fulfilled by Amazon');
    for (const line of detail.orderItems ?? [])
      if (!order.items.some((item) => item.OrderItemId === line.orderItemId))
        return error(400, 'InvalidInput', `Unknown orderItemId ${line.orderItemId}`);
    shipments.push({ orderId: order.AmazonOrderId, body });
    order.OrderStatus = 'Shipped';
    return { status: 204 };
  };

  const listings: AmazonListingsState = {
    items: new Map(),
    puts: 0,
    created: 0,
    patches: 0,
    deletes: 0,
    throttled: 0,
  };
  // putListingsItem's usage plan: 5 requests a second, a burst of 10.
  let bucket = 10;
  let filledAt = Date.now();
  let putCalls = 0;
  let putQuotaLifted = false;
  const allowPut = () => {
    if (putQuotaLifted) return true;
    putCalls++;
    if (options.putQuotaEvery && putCalls % options.putQuotaEvery === 0) return false;
    const now = Date.now();
    bucket = Math.min(10, bucket + ((now - filledAt) / 1000) * 5);
    filledAt = now;
    if (bucket < 1) return false;
    bucket--;
    return true;
  };

  const handler = (request: FakeRequest): FakeResponse => {
    const path = request.url.pathname;
    if (path === '/auth/o2/token' && request.method === 'POST') return tokenEndpoint(request);
    if (path === '/apps/authorize/consent') return consent(request);
    const token = String(request.headers['x-amz-access-token'] ?? '');
    let elements: string[] = [];
    if (rdts.isRestricted(token)) {
      const opened = rdts.check(token, request.method, path);
      if ('refused' in opened) return opened.refused;
      elements = opened.elements;
    } else {
      const live = accessTokens.get(token);
      if (!live || live < Date.now())
        return error(403, 'Unauthorized', 'Access to requested resource is denied.');
    }
    if (path === '/tokens/2021-03-01/restrictedDataToken' && request.method === 'POST')
      return rdts.isRestricted(token)
        ? error(403, 'Unauthorized', 'Access to requested resource is denied.')
        : rdts.create(request);
    const inboundAnswer = inbound.handle(request);
    if (inboundAnswer) return inboundAnswer;
    if (path === '/sellers/v1/marketplaceParticipations')
      return {
        status: 200,
        body: {
          payload: [
            {
              marketplace: {
                id: marketplaceId,
                countryCode: 'US',
                name: 'Amazon.com',
                defaultCurrencyCode: 'USD',
                defaultLanguageCode: 'en_US',
                domainName: 'www.amazon.com',
              },
              participation: { isParticipating: true, hasSuspendedListings: false },
            },
          ],
        },
      };
    const listed = listingsItemsHandler(options.sellerId, listings, request, allowPut);
    if (listed) return listed;
    if (path === '/orders/v0/orders' && request.method === 'GET')
      return getOrders(request.url.searchParams, elements);
    const match = /^\/orders\/v0\/orders\/([^/]+)(\/orderItems|\/shipmentConfirmation)?$/.exec(
      path,
    );
    const order = match && orders.find((o) => o.AmazonOrderId === decodeURIComponent(match[1]!));
    if (!match) return error(404, 'NotFound', 'Resource not found');
    if (!order) return error(404, 'NotFound', 'Order not found');
    if (!match[2]) return { status: 200, body: { payload: wire(order, elements) } };
    if (match[2] === '/orderItems') return getOrderItems(order, request.url.searchParams, elements);
    if (request.method === 'POST') return confirmShipment(order, request);
    return error(404, 'NotFound', 'Resource not found');
  };

  const running = await startFake(handler);
  return {
    ...running,
    consentUrl: `${running.url}/apps/authorize/consent`,
    tokenUrl: `${running.url}/auth/o2/token`,
    orders,
    shipments,
    get throttled() {
      return throttled;
    },
    get getOrdersCalls() {
      return getOrdersCalls;
    },
    seed(count, { afnEvery = 0 } = {}) {
      const made: FakeAmazonOrder[] = [];
      for (let i = 0; i < count; i++) {
        sequence++;
        clock += 1000;
        const at = new Date(clock).toISOString();
        const id = `113-${String(1000000 + sequence).padStart(7, '0')}-${String(sequence * 7).padStart(7, '0')}`;
        const items: FakeAmazonItem[] = [
          {
            OrderItemId: `${sequence}01`,
            ASIN: 'B0PODMUG01',
            SellerSKU: 'AMZ-MUG',
            Title: 'Personalised Mug',
            QuantityOrdered: 2,
            ItemPrice: { CurrencyCode: 'USD', Amount: '25.98' },
            BuyerInfo: {
              BuyerCustomizedInfo: {
                CustomizedURL: `https://zme-caps.amazon.com/t/${sequence}.zip`,
              },
            },
          },
        ];
        // Every fifth order has more items than a getOrderItems page holds.
        if (sequence % 5 === 0)
          for (let extra = 2; extra <= 4; extra++)
            items.push({
              OrderItemId: `${sequence}0${extra}`,
              ASIN: `B0PODTEE0${extra}`,
              SellerSKU: `AMZ-TEE-${extra}`,
              Title: `T-shirt ${extra}`,
              QuantityOrdered: 1,
              ItemPrice: { CurrencyCode: 'USD', Amount: '19.99' },
            });
        const order: FakeAmazonOrder = {
          AmazonOrderId: id,
          PurchaseDate: at,
          LastUpdateDate: at,
          OrderStatus: 'Unshipped',
          FulfillmentChannel: afnEvery && sequence % afnEvery === 0 ? 'AFN' : 'MFN',
          MarketplaceId: marketplaceId,
          BuyerInfo: { BuyerEmail: `buyer${sequence}@marketplace.amazon.com` },
          ShippingAddress: {
            Name: `Buyer ${sequence}`,
            AddressLine1: `${sequence} Main St`,
            City: 'Seattle',
            StateOrRegion: 'WA',
            PostalCode: '98101',
            CountryCode: 'US',
            Phone: '+1 206-555-0100',
          },
          items,
        };
        orders.push(order);
        made.push(order);
      }
      return made;
    },
    touch(ids) {
      for (const order of orders.filter((o) => ids.includes(o.AmazonOrderId))) {
        clock += 1000;
        order.LastUpdateDate = new Date(clock).toISOString();
      }
    },
    expireAccessTokens() {
      accessTokens.clear();
    },
    issueAccessToken: issue,
    revokeRefreshTokens() {
      refreshTokens.clear();
    },
    inbound,
    get rdtIssued() {
      return rdts.issued;
    },
    expireRestrictedTokens: () => rdts.expireAll(),
    listings,
    liftPutQuota: () => {
      putQuotaLifted = true;
    },
  };
}
