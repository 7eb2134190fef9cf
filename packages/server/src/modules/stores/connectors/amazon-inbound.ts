import type { FbaInboundShipment } from './connector.js';

/**
 * The seller's open FBA inbound shipments through the Fulfillment Inbound API v2024-03-20 (Amazon's
 * current version; v0 is legacy): the most recently updated ACTIVE inbound plans, each plan's
 * shipments (`getInboundPlan`), and the details of those still to be sent (`getShipment`: the
 * FBA… confirmation id, name and destination). Answers are the model's objects, no `payload`.
 */
export type InboundGet = <T>(path: string, query?: Record<string, string>) => Promise<T>;

const BASE = '/inbound/fba/2024-03-20/inboundPlans';
/** listInboundPlans' largest page; older plans rarely still have shipments waiting for goods. */
const PLANS_PAGE_SIZE = 30;
/** Shipments PodKit can still send goods for: placed (WORKING) or labelled (READY_TO_SHIP). */
const OPEN_STATUSES = new Set(['WORKING', 'READY_TO_SHIP']);

interface PlanSummary {
  inboundPlanId: string;
}
interface Plan {
  shipments?: Array<{ shipmentId: string; status: string }>;
}
interface Shipment {
  shipmentConfirmationId?: string;
  name?: string;
  status?: string;
  destination?: { warehouseId?: string };
}

export async function openInboundShipments(get: InboundGet): Promise<FbaInboundShipment[]> {
  const page = await get<{ inboundPlans?: PlanSummary[] }>(BASE, {
    status: 'ACTIVE',
    pageSize: String(PLANS_PAGE_SIZE),
    sortBy: 'LAST_UPDATED_TIME',
    sortOrder: 'DESC',
  });
  const found: FbaInboundShipment[] = [];
  for (const summary of page.inboundPlans ?? []) {
    const planPath = `${BASE}/${encodeURIComponent(summary.inboundPlanId)}`;
    const plan = await get<Plan>(planPath);
    for (const listed of plan.shipments ?? []) {
      if (!OPEN_STATUSES.has(listed.status)) continue;
      const shipment = await get<Shipment>(
        `${planPath}/shipments/${encodeURIComponent(listed.shipmentId)}`,
      );
      // No confirmation id yet: nothing the seller could name on an order.
      if (!shipment.shipmentConfirmationId) continue;
      found.push({
        shipmentId: shipment.shipmentConfirmationId,
        name: shipment.name ?? '',
        destination: shipment.destination?.warehouseId ?? '',
        status: shipment.status ?? listed.status,
      });
    }
  }
  return found;
}
