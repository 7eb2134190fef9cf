import { randomBytes } from 'node:crypto';
import type { FakeRequest, FakeResponse } from './fake-http.js';

/**
 * The FBA Inbound API v2024-03-20 of the Amazon fake, after amzn/selling-partner-api-models
 * (`models/fulfillment-inbound-api-model/fulfillmentInbound_2024-03-20.json`); answers are the
 * model's objects at the top level (no `payload`), errors `{errors: [{code, message}]}`:
 * - `listInboundPlans?pageSize (1–30, default 10)&paginationToken&status (ACTIVE | VOIDED |
 *   SHIPPED)&sortBy (LAST_UPDATED_TIME | CREATION_TIME)&sortOrder (ASC | DESC)` →
 *   `{inboundPlans: [InboundPlanSummary], pagination: {nextToken}}`;
 * - `getInboundPlan` → `InboundPlan` with `shipments: [{shipmentId, status}]`;
 * - `getShipment` → `Shipment` with `shipmentConfirmationId` (the FBA… id on labels), `name`,
 *   `destination {destinationType, warehouseId}`, `status`, `placementOptionId`, `source`.
 * Plan and shipment ids are 38 characters of `[a-zA-Z0-9-]`.
 */
export interface FakeInboundShipment {
  shipmentId: string;
  shipmentConfirmationId: string;
  name: string;
  warehouseId: string;
  status: string;
}

export interface FakeInboundPlan {
  inboundPlanId: string;
  name: string;
  status: 'ACTIVE' | 'VOIDED' | 'SHIPPED';
  createdAt: string;
  lastUpdatedAt: string;
  shipments: FakeInboundShipment[];
}

const PLAN_STATUSES = ['ACTIVE', 'VOIDED', 'SHIPPED'];
const ID = /^[a-zA-Z0-9-]{38}$/;
const refusal = (status: number, code: string, message: string): FakeResponse => ({
  status,
  body: { errors: [{ code, message }] },
});

/** A 38-character id like Amazon's (`wf…` plans, `sh…` shipments). */
const amazonId = (prefix: string) => {
  const hex = randomBytes(16).toString('hex');
  return `${prefix}${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20, 32)}`;
};

export function inboundPlans(marketplaceId: string) {
  const plans: FakeInboundPlan[] = [];
  let clock = Date.now() - 5 * 86_400_000;

  function list(q: URLSearchParams): FakeResponse {
    const size = Number(q.get('pageSize') ?? '10');
    if (!Number.isInteger(size) || size < 1 || size > 30)
      return refusal(400, 'InvalidInput', 'pageSize must be between 1 and 30');
    const status = q.get('status');
    if (status && !PLAN_STATUSES.includes(status))
      return refusal(400, 'InvalidInput', `Invalid status ${status}`);
    const sortBy = q.get('sortBy') === 'CREATION_TIME' ? 'createdAt' : 'lastUpdatedAt';
    const descending = q.get('sortOrder') === 'DESC';
    const matching = plans
      .filter((plan) => !status || plan.status === status)
      .sort((a, b) => a[sortBy].localeCompare(b[sortBy]) * (descending ? -1 : 1));
    const offset = Number(q.get('paginationToken') ?? '0');
    if (!Number.isInteger(offset) || offset < 0)
      return refusal(400, 'InvalidInput', 'Invalid paginationToken');
    const page = matching.slice(offset, offset + size);
    const reached = offset + page.length;
    return {
      status: 200,
      body: {
        inboundPlans: page.map(({ shipments: _shipments, ...plan }) => ({
          ...plan,
          marketplaceIds: [marketplaceId],
          sourceAddress: sourceAddress(),
        })),
        pagination: reached < matching.length ? { nextToken: String(reached) } : {},
      },
    };
  }

  const sourceAddress = () => ({
    name: 'PodKit Factory',
    addressLine1: '1 Factory Rd',
    city: 'Shenzhen',
    countryCode: 'CN',
    postalCode: '518000',
    stateOrProvinceCode: 'GD',
  });

  function handle(request: FakeRequest): FakeResponse | null {
    const path = request.url.pathname;
    if (!path.startsWith('/inbound/fba/2024-03-20/') || request.method !== 'GET') return null;
    if (path === '/inbound/fba/2024-03-20/inboundPlans') return list(request.url.searchParams);
    const match =
      /^\/inbound\/fba\/2024-03-20\/inboundPlans\/([^/]+)(?:\/shipments\/([^/]+))?$/.exec(path);
    if (!match) return refusal(404, 'NotFound', 'Resource not found');
    const [, planId, shipmentId] = match;
    if (!ID.test(planId!) || (shipmentId !== undefined && !ID.test(shipmentId)))
      return refusal(400, 'InvalidInput', 'Identifiers are 38 characters of [a-zA-Z0-9-]');
    const plan = plans.find((p) => p.inboundPlanId === planId);
    if (!plan) return refusal(404, 'NotFound', `Inbound plan ${planId} not found`);
    if (!shipmentId) {
      const { shipments, ...rest } = plan;
      return {
        status: 200,
        body: {
          ...rest,
          marketplaceIds: [marketplaceId],
          sourceAddress: sourceAddress(),
          shipments: shipments.map((s) => ({ shipmentId: s.shipmentId, status: s.status })),
        },
      };
    }
    const shipment = plan.shipments.find((s) => s.shipmentId === shipmentId);
    if (!shipment) return refusal(404, 'NotFound', `Shipment ${shipmentId} not found`);
    return {
      status: 200,
      body: {
        shipmentId: shipment.shipmentId,
        shipmentConfirmationId: shipment.shipmentConfirmationId,
        name: shipment.name,
        status: shipment.status,
        placementOptionId: amazonId('pl'),
        destination: {
          destinationType: 'AMAZON_WAREHOUSE',
          warehouseId: shipment.warehouseId,
        },
        source: { sourceType: 'SELLER_FACILITY', address: sourceAddress() },
      },
    };
  }

  return {
    plans,
    handle,
    /** Adds an inbound plan with shipments (status WORKING unless given). */
    addPlan(
      name: string,
      shipments: Array<Partial<FakeInboundShipment> & { shipmentConfirmationId: string }>,
      status: FakeInboundPlan['status'] = 'ACTIVE',
    ): FakeInboundPlan {
      clock += 60_000;
      const at = new Date(clock).toISOString();
      const plan: FakeInboundPlan = {
        inboundPlanId: amazonId('wf'),
        name,
        status,
        createdAt: at,
        lastUpdatedAt: at,
        shipments: shipments.map((s, i) => ({
          shipmentId: amazonId('sh'),
          name: `${name} ${i + 1}`,
          warehouseId: 'ONT8',
          status: 'WORKING',
          ...s,
        })),
      };
      plans.push(plan);
      return plan;
    },
  };
}
