import type { AmazonRegion } from '@podkit/sdk-core';
import {
  PlatformAuthRejected,
  PlatformError,
  type ConnectorFactory,
  type StoreAccess,
  type StoreOrder,
  type TokenGrant,
} from './connector.js';
import { openInboundShipments } from './amazon-inbound.js';
import {
  ITEM_PII,
  ORDER_PII,
  RESOURCES_PER_TOKEN,
  restrictedSession,
  type IssuedRestrictedToken,
  type RestrictedResource,
  type RestrictedSession,
} from './amazon-restricted.js';
import { pauseAmazonFamily, publishAmazonFamily, type AmazonRequest } from './amazon-listing.js';
import { decimalToCents, platformFetch, waitingOutShortLimits } from './platform-http.js';

/** SP-API's regional endpoints and the Seller Central each region authorises at. */
export const AMAZON_REGIONS: Record<AmazonRegion, { api: string; consent: string }> = {
  na: {
    api: 'https://sellingpartnerapi-na.amazon.com',
    consent: 'https://sellercentral.amazon.com/apps/authorize/consent',
  },
  eu: {
    api: 'https://sellingpartnerapi-eu.amazon.com',
    consent: 'https://sellercentral-europe.amazon.com/apps/authorize/consent',
  },
  fe: {
    api: 'https://sellingpartnerapi-fe.amazon.com',
    consent: 'https://sellercentral.amazon.co.jp/apps/authorize/consent',
  },
};

export function isAmazonRegion(value: string): value is AmazonRegion {
  return value in AMAZON_REGIONS;
}

/** The store row's placeholder until the grant names the seller: `pending:<region>:<nonce>`. */
export function amazonPendingDomain(region: AmazonRegion, nonce: string): string {
  return `pending:${region}:${nonce}`;
}

function regionOf(shopDomainOrRegion: string | undefined): AmazonRegion {
  const value = shopDomainOrRegion?.startsWith('pending:')
    ? (shopDomainOrRegion.split(':')[1] ?? '')
    : (shopDomainOrRegion ?? '');
  return isAmazonRegion(value) ? value : 'na';
}

/** Orders API v0 statuses PodKit imports: payable and shippable ones, and cancellations. */
const ORDER_STATUSES = 'Unshipped,PartiallyShipped,Canceled';
const PAGE_SIZE = 100;
/** A first sync reaches this far back (getOrders needs a start). */
const FIRST_SYNC_DAYS = 30;

/** Carrier codes confirmShipment takes as they are; any other carrier goes as Other + its name. */
const CARRIER_CODES = [
  'USPS',
  'UPS',
  'FedEx',
  'DHL',
  'DHL eCommerce',
  'Royal Mail',
  'Deutsche Post',
  'Yun Express',
  '4PX',
  'China Post',
  'Yanwen',
  'Japan Post',
  'Canada Post',
  'Australia Post',
];

interface AmazonOrder {
  AmazonOrderId: string;
  PurchaseDate: string;
  LastUpdateDate: string;
  OrderStatus: string;
  /** MFN: the seller ships; AFN: Amazon ships (FBA). */
  FulfillmentChannel?: 'MFN' | 'AFN';
  MarketplaceId?: string;
  BuyerInfo?: { BuyerEmail?: string };
  ShippingAddress?: {
    Name?: string;
    AddressLine1?: string;
    AddressLine2?: string;
    AddressLine3?: string;
    City?: string;
    StateOrRegion?: string;
    PostalCode?: string;
    CountryCode?: string;
    Phone?: string;
  };
}

interface AmazonOrderItem {
  OrderItemId: string;
  ASIN: string;
  SellerSKU?: string;
  Title?: string;
  QuantityOrdered: number;
  ItemPrice?: { CurrencyCode?: string; Amount?: string };
  BuyerInfo?: { BuyerCustomizedInfo?: { CustomizedURL?: string } };
}

type Envelope<T> = { payload?: T; errors?: Array<{ code: string; message: string }> };

function toStoreOrder(order: AmazonOrder, items: AmazonOrderItem[]): StoreOrder {
  const address = order.ShippingAddress ?? {};
  return {
    platformOrderId: order.AmazonOrderId,
    name: order.AmazonOrderId,
    createdAt: new Date(order.PurchaseDate),
    updatedAt: new Date(order.LastUpdateDate),
    cancelled: order.OrderStatus === 'Canceled',
    email: order.BuyerInfo?.BuyerEmail ?? '',
    address: {
      recipient_name: address.Name ?? '',
      phone: address.Phone ?? '',
      country_code: address.CountryCode ?? '',
      province: address.StateOrRegion ?? '',
      city: address.City ?? '',
      district: '',
      address1: address.AddressLine1 ?? '',
      address2: [address.AddressLine2, address.AddressLine3].filter(Boolean).join(' '),
      postcode: address.PostalCode ?? '',
    },
    lines: items.map((item) => {
      const quantity = Math.max(item.QuantityOrdered, 1);
      const customised = item.BuyerInfo?.BuyerCustomizedInfo?.CustomizedURL;
      return {
        lineId: item.OrderItemId,
        sku: item.SellerSKU ?? '',
        variantId: item.ASIN,
        title: item.Title ?? item.ASIN,
        quantity: item.QuantityOrdered,
        // ItemPrice is the line's total (price × quantity).
        unitPriceCents: Math.trunc(decimalToCents(item.ItemPrice?.Amount) / quantity),
        // Amazon Custom: the buyer's customisation as a ZIP at this address.
        customisation: customised ? [{ key: 'Amazon Custom', value: customised }] : [],
      };
    }),
  };
}

/** x-amzn-RateLimit-Limit is requests a second: a 429 waits one request's worth. */
function rateLimitWaitMs(headers: Headers): number | null {
  const rate = Number(headers.get('x-amzn-ratelimit-limit'));
  return rate > 0 ? Math.ceil(1000 / rate) : null;
}

const messageOf = (body: unknown) => {
  const envelope = body as Envelope<unknown> & { error_description?: string; error?: string };
  return (
    envelope?.errors?.map((e) => `${e.code} ${e.message}`).join('; ') ||
    envelope?.error_description ||
    envelope?.error ||
    ''
  );
};

const createAmazonConnector: ConnectorFactory = (config) => {
  const app = config.amazon;
  const apiBase = (region: AmazonRegion) => app.apiUrl || AMAZON_REGIONS[region].api;

  /** One SP-API call; `token` is an RDT for a restricted operation, else the LWA access token. */
  async function send<B>(
    access: StoreAccess,
    method: string,
    path: string,
    query: Record<string, string> = {},
    body?: unknown,
    token?: string,
  ): Promise<B> {
    const url = new URL(`${apiBase(regionOf(access.credentials.region))}${path}`);
    for (const [key, value] of Object.entries(query)) url.searchParams.set(key, value);
    try {
      const response = await platformFetch<B>(url.toString(), {
        platformName: 'Amazon',
        method,
        headers: {
          'x-amz-access-token': token ?? access.credentials.accessToken ?? '',
          accept: 'application/json',
          ...(body !== undefined ? { 'content-type': 'application/json' } : {}),
        },
        ...(body !== undefined ? { body: JSON.stringify(body) } : {}),
        messageOf,
        rateLimitWaitMs,
      });
      return response.body;
    } catch (error) {
      // SP-API refuses a lapsed or revoked access token with 403 Unauthorized.
      if (
        error instanceof PlatformError &&
        error.status === 403 &&
        /Unauthorized/.test(error.message)
      )
        throw new PlatformAuthRejected(error.message);
      throw error;
    }
  }

  async function call<T>(
    access: StoreAccess,
    method: string,
    path: string,
    query: Record<string, string> = {},
    body?: unknown,
    token?: string,
  ): Promise<T> {
    return (await send<Envelope<T>>(access, method, path, query, body, token))?.payload as T;
  }

  /** A session of RDTs for these resources (createRestrictedDataToken answers no `payload`). */
  function restricted(
    access: StoreAccess,
    resources: RestrictedResource[],
    reuse: boolean,
  ): RestrictedSession {
    return restrictedSession(
      access.credentials.accessToken ?? '',
      resources,
      (restrictedResources) =>
        waitingOutShortLimits(() =>
          send<IssuedRestrictedToken>(
            access,
            'POST',
            '/tokens/2021-03-01/restrictedDataToken',
            {},
            { restrictedResources },
          ),
        ),
      { reuse },
    );
  }

  /** A restricted GET under the session's RDT; a refused RDT (it lapsed) is renewed once. */
  async function restrictedGet<T>(
    access: StoreAccess,
    session: RestrictedSession,
    path: string,
    query: Record<string, string> = {},
  ): Promise<T> {
    try {
      return await call<T>(access, 'GET', path, query, undefined, await session.token());
    } catch (error) {
      if (!(error instanceof PlatformAuthRejected)) throw error;
      return call<T>(access, 'GET', path, query, undefined, await session.renew());
    }
  }

  const listingRequest =
    (access: StoreAccess): AmazonRequest =>
    (method, path, query, body) =>
      send(access, method, path, query, body);

  /** LWA token endpoint: form-encoded, client id and secret in the body. */
  async function token(form: Record<string, string>): Promise<TokenGrant> {
    const response = await platformFetch<{
      access_token: string;
      refresh_token?: string;
      expires_in: number;
    }>(app.tokenUrl, {
      platformName: 'Amazon',
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded;charset=UTF-8' },
      body: new URLSearchParams({
        ...form,
        client_id: app.clientId,
        client_secret: app.clientSecret,
      }).toString(),
      messageOf,
    });
    const grant = response.body;
    return {
      credentials: {
        accessToken: grant.access_token,
        ...(grant.refresh_token ? { refreshToken: grant.refresh_token } : {}),
      },
      expiresAt: new Date(Date.now() + grant.expires_in * 1000),
    };
  }

  const itemsPath = (orderId: string) =>
    `/orders/v0/orders/${encodeURIComponent(orderId)}/orderItems`;

  /** An RDT for the items of these orders (their Amazon Custom customisation is restricted). */
  const itemsSession = (access: StoreAccess, orderIds: string[]) =>
    restricted(
      access,
      orderIds.map((id) => ({ method: 'GET', path: itemsPath(id), dataElements: ITEM_PII })),
      false,
    );

  /** Every item of an order (getOrderItems pages with NextToken too). */
  async function itemsOf(
    access: StoreAccess,
    orderId: string,
    session: RestrictedSession,
  ): Promise<AmazonOrderItem[]> {
    const items: AmazonOrderItem[] = [];
    let next: string | undefined;
    do {
      const page = await waitingOutShortLimits(() =>
        restrictedGet<{ OrderItems: AmazonOrderItem[]; NextToken?: string }>(
          access,
          session,
          itemsPath(orderId),
          next ? { NextToken: next } : {},
        ),
      );
      items.push(...page.OrderItems);
      next = page.NextToken;
    } while (next);
    return items;
  }

  const merchantFulfilled = (order: AmazonOrder) => order.FulfillmentChannel === 'MFN';

  return {
    platform: 1,
    authorizeUrl({ shopDomain, state, redirectUri, region }) {
      const url = new URL(app.consentUrl || AMAZON_REGIONS[regionOf(region ?? shopDomain)].consent);
      url.searchParams.set('application_id', app.applicationId);
      url.searchParams.set('state', state);
      url.searchParams.set('redirect_uri', redirectUri);
      if (app.beta) url.searchParams.set('version', 'beta');
      return url.toString();
    },

    async exchangeCode(shopDomain, code, { redirectUri, sellingPartnerId, region: known }) {
      if (!sellingPartnerId)
        throw new PlatformError('Amazon 未返回卖家编号（selling_partner_id）', 400);
      const region = regionOf(known ?? shopDomain);
      const grant = await token({
        grant_type: 'authorization_code',
        code,
        redirect_uri: redirectUri,
      });
      const access = {
        shopDomain: sellingPartnerId,
        credentials: { ...grant.credentials, region },
      };
      const participations = await call<
        Array<{
          marketplace: { id: string; name: string };
          participation: { isParticipating: boolean };
        }>
      >(access, 'GET', '/sellers/v1/marketplaceParticipations');
      const marketplaceIds = participations
        .filter((p) => p.participation.isParticipating)
        .map((p) => p.marketplace.id);
      if (marketplaceIds.length === 0)
        throw new PlatformError('该 Amazon 账号在此区域没有开通的站点', 400);
      return {
        ...grant,
        credentials: { ...access.credentials, marketplaceIds },
        shopDomain: sellingPartnerId,
        shopName: `Amazon ${sellingPartnerId}`,
      };
    },

    async refresh(access) {
      const grant = await token({
        grant_type: 'refresh_token',
        refresh_token: access.credentials.refreshToken ?? '',
      });
      // LWA answers no new refresh token: the one stored stays.
      return { ...grant, credentials: { accessToken: grant.credentials.accessToken } };
    },

    async listOrders(access, since, position) {
      const start = since ?? new Date(Date.now() - FIRST_SYNC_DAYS * 86_400_000);
      // One RDT for getOrders serves every page until it lapses.
      const ordersSession = restricted(
        access,
        [{ method: 'GET', path: '/orders/v0/orders', dataElements: ORDER_PII }],
        true,
      );
      const page = await restrictedGet<{ Orders: AmazonOrder[]; NextToken?: string }>(
        access,
        ordersSession,
        '/orders/v0/orders',
        {
          MarketplaceIds: (access.credentials.marketplaceIds ?? []).join(','),
          FulfillmentChannels: 'MFN',
          OrderStatuses: ORDER_STATUSES,
          LastUpdatedAfter: start.toISOString(),
          MaxResultsPerPage: String(PAGE_SIZE),
          ...(position ? { NextToken: position } : {}),
        },
      );
      const orders: StoreOrder[] = [];
      // Amazon ships AFN (FBA) orders itself: never imported, whatever the filter let through.
      const merchant = page.Orders.filter(merchantFulfilled);
      for (let start = 0; start < merchant.length; start += RESOURCES_PER_TOKEN) {
        const chunk = merchant.slice(start, start + RESOURCES_PER_TOKEN);
        const session = itemsSession(
          access,
          chunk.map((order) => order.AmazonOrderId),
        );
        for (const order of chunk)
          orders.push(toStoreOrder(order, await itemsOf(access, order.AmazonOrderId, session)));
      }
      return { orders, next: page.NextToken ?? null, total: null };
    },

    async fetchOrder(access, platformOrderId) {
      let order: AmazonOrder;
      try {
        const path = `/orders/v0/orders/${encodeURIComponent(platformOrderId)}`;
        order = await restrictedGet<AmazonOrder>(
          access,
          restricted(access, [{ method: 'GET', path, dataElements: ORDER_PII }], false),
          path,
        );
      } catch (error) {
        if (error instanceof PlatformError && error.status === 404) return null;
        throw error;
      }
      if (!merchantFulfilled(order)) return null;
      const session = itemsSession(access, [order.AmazonOrderId]);
      return toStoreOrder(order, await itemsOf(access, order.AmazonOrderId, session));
    },

    /** Amazon lists a seller's offers through reports or searchListingsItems: not read yet. */
    async listProducts() {
      return { listings: [], next: null, total: 0 };
    },

    async pushFulfilment(access, request) {
      const code = CARRIER_CODES.find(
        (c) => c.toLowerCase() === request.carrier.trim().toLowerCase(),
      );
      const [marketplaceId] = access.credentials.marketplaceIds ?? [];
      // One package per order PodKit ships; Amazon wants a positive number unique in the order.
      const packageReferenceId = '1';
      await call(
        access,
        'POST',
        `/orders/v0/orders/${encodeURIComponent(request.platformOrderId)}/shipmentConfirmation`,
        {},
        {
          marketplaceId,
          packageDetail: {
            packageReferenceId,
            carrierCode: code ?? 'Other',
            ...(code ? {} : { carrierName: request.carrier }),
            trackingNumber: request.trackingNumber,
            shipDate: new Date().toISOString(),
            orderItems: request.lines.map((line) => ({
              orderItemId: line.lineId,
              quantity: line.quantity,
            })),
          },
        },
      );
      return `${request.platformOrderId}/${packageReferenceId}`;
    },

    listFbaShipments(access) {
      return openInboundShipments((path, query) =>
        waitingOutShortLimits(() => send(access, 'GET', path, query)),
      );
    },

    // Amazon sends no HTTP webhooks (order notifications go to SQS / EventBridge): it is polled.
    verifyWebhook: () => false,
    parseWebhook() {
      throw new PlatformError('Amazon 不通过 HTTP 推送订单', 400);
    },

    publishListing(access, draft, remember) {
      const region = regionOf(access.credentials.region);
      return publishAmazonFamily(listingRequest(access), access, draft, remember, region);
    },
    unpublishListing(access, listingId) {
      return pauseAmazonFamily(listingRequest(access), access, listingId);
    },
  };
};

export default createAmazonConnector;
