// The official SP-API SDK ships declarations per API but none for its root export: the part the
// contract test uses (orders_v0), typed as in its src/orders_v0/*.d.ts (its models are camelCase).
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
}
