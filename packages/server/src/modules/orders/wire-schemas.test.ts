import { describe, expect, it } from 'vitest';
import { holdReasons, orderStatuses } from './state-machine.js';
import { OrderSchema, OrderStatusSchema } from './wire-schemas.js';

const literals = (schema: { anyOf: Array<{ const: string }> }) => schema.anyOf.map((s) => s.const);

describe('order wire schemas', () => {
  it('spell the same statuses and hold reasons as the state machine', () => {
    expect(literals(OrderStatusSchema as never)).toEqual([...orderStatuses]);
    const holdReason = OrderSchema.properties.hold_reason as unknown as {
      anyOf: [{ anyOf: Array<{ const: string }> }, unknown];
    };
    expect(literals(holdReason.anyOf[0])).toEqual([...holdReasons]);
  });
});
