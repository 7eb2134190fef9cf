/** GET /health: answers once the server and its database are ready. */
export interface HealthStatus {
  status: 'ready';
}
