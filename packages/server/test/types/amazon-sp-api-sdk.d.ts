// The official SP-API SDK ships declarations per API but none for its root export: the parts the
// contract tests use (orders_v0, tokens_v2021_03_01, fulfillmentinbound_v2024_03_20,
// listingsitems_v2021_08_01), typed as in their src/*/*.d.ts (their models are camelCase).
declare module '@amazon-sp-api-release/amazon-sp-api-sdk-js' {
  class SpApiClient {
    constructor(baseUrl?: string);
    applyXAmzAccessTokenToRequest(token: string): SpApiClient;
    disableRateLimiter(): void;
  }
  interface SpAddress {
    name?: string;
    addressLine1?: string;
    city?: string;
    stateOrRegion?: string;
    postalCode?: string;
    countryCode?: string;
    phone?: string;
  }
  interface SpOrder {
    amazonOrderId: string;
    shippingAddress?: SpAddress;
    buyerInfo?: { buyerEmail?: string };
    [field: string]: unknown;
  }
  export namespace OrdersSpApi {
    class ApiClient extends SpApiClient {}
    class OrdersV0Api {
      constructor(client: ApiClient);
      getOrders(
        marketplaceIds: string[],
        opts?: Record<string, unknown>,
      ): Promise<{ payload?: { orders: SpOrder[]; nextToken?: string } }>;
      getOrder(orderId: string): Promise<{ payload?: SpOrder }>;
      getOrderItems(
        orderId: string,
        opts?: { nextToken?: string },
      ): Promise<{
        payload?: { orderItems: Array<Record<string, unknown>>; nextToken?: string };
      }>;
      confirmShipment(orderId: string, payload: unknown): Promise<void>;
    }
  }
  export namespace TokensSpApi {
    class ApiClient extends SpApiClient {}
    interface CreateRestrictedDataTokenRequest {
      targetApplication?: string;
      restrictedResources: Array<{ method: string; path: string; dataElements?: string[] }>;
    }
    class TokensApi {
      constructor(client: ApiClient);
      createRestrictedDataToken(
        body: CreateRestrictedDataTokenRequest,
      ): Promise<{ restrictedDataToken?: string; expiresIn?: number }>;
    }
  }
  export namespace FulfillmentinboundSpApi {
    class ApiClient extends SpApiClient {}
    class FbaInboundApi {
      constructor(client: ApiClient);
      listInboundPlans(opts?: {
        pageSize?: number;
        paginationToken?: string;
        status?: string;
        sortBy?: string;
        sortOrder?: string;
      }): Promise<{
        inboundPlans?: Array<{ inboundPlanId: string; name: string; status: string }>;
        pagination?: { nextToken?: string };
      }>;
      getInboundPlan(inboundPlanId: string): Promise<{
        inboundPlanId: string;
        status: string;
        shipments?: Array<{ shipmentId: string; status: string }>;
      }>;
      getShipment(
        inboundPlanId: string,
        shipmentId: string,
      ): Promise<{
        shipmentId: string;
        shipmentConfirmationId?: string;
        name?: string;
        status?: string;
        destination?: { destinationType: string; warehouseId?: string };
      }>;
    }
  }
  export namespace ListingsitemsSpApi {
    class ApiClient {
      constructor(baseUrl?: string);
      applyXAmzAccessTokenToRequest(token: string): ApiClient;
      disableRateLimiter(): void;
    }
    interface SubmissionResponse {
      sku: string;
      status: string;
      submissionId: string;
      issues?: Array<{ code: string; message: string; severity: string }>;
    }
    class ListingsApi {
      constructor(client: ApiClient);
      getListingsItem(
        sellerId: string,
        sku: string,
        marketplaceIds: string[],
        opts?: { includedData?: string[] },
      ): Promise<{ sku: string; summaries?: Array<{ productType: string; asin?: string }> }>;
      putListingsItem(
        sellerId: string,
        sku: string,
        marketplaceIds: string[],
        body: unknown,
      ): Promise<SubmissionResponse>;
      patchListingsItem(
        sellerId: string,
        sku: string,
        marketplaceIds: string[],
        body: unknown,
      ): Promise<SubmissionResponse>;
      deleteListingsItem(
        sellerId: string,
        sku: string,
        marketplaceIds: string[],
      ): Promise<SubmissionResponse>;
    }
  }
}
