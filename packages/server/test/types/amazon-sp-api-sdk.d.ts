// The official SP-API SDK ships declarations per API but none for its root export: the part the
// contract test uses (orders_v0), typed as in its src/orders_v0/*.d.ts.
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
      ): Promise<{ payload?: { Orders: Array<Record<string, unknown>>; NextToken?: string } }>;
      getOrderItems(
        orderId: string,
        opts?: { nextToken?: string },
      ): Promise<{
        payload?: { OrderItems: Array<Record<string, unknown>>; NextToken?: string };
      }>;
      confirmShipment(orderId: string, payload: unknown): Promise<void>;
    }
  }
}
