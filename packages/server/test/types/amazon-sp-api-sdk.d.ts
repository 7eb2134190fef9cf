// The official SP-API SDK ships declarations per API but none for its root export: the parts the
// contract tests use (orders_v0, listingsitems_v2021_08_01), typed as in their src/*/*.d.ts.
declare module '@amazon-sp-api-release/amazon-sp-api-sdk-js' {
  export namespace OrdersSpApi {
    class ApiClient {
      constructor(baseUrl?: string);
      applyXAmzAccessTokenToRequest(token: string): ApiClient;
      disableRateLimiter(): void;
    }
    class OrdersV0Api {
      constructor(client: ApiClient);
      getOrders(
        marketplaceIds: string[],
        opts?: Record<string, unknown>,
      ): Promise<{ payload?: { orders: Array<Record<string, unknown>>; nextToken?: string } }>;
      getOrderItems(
        orderId: string,
        opts?: { nextToken?: string },
      ): Promise<{
        payload?: { orderItems: Array<Record<string, unknown>>; nextToken?: string };
      }>;
      confirmShipment(orderId: string, payload: unknown): Promise<void>;
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
