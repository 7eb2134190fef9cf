/** Every /req response body (spec 8). `time` optionally sets a success toast's seconds. */
export interface ApiEnvelope<T> {
  status_code: number;
  msg: string;
  data: T;
  time?: number;
}

export function isEnvelope(body: unknown): body is ApiEnvelope<unknown> {
  return (
    typeof body === 'object' &&
    body !== null &&
    'status_code' in body &&
    typeof body.status_code === 'number'
  );
}
