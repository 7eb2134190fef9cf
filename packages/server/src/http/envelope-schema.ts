import { Type, type TSchema } from 'typebox';

/**
 * The response envelope around `data`, for a route's 200 response schema. `data` may also be null
 * because business errors travel as HTTP 200 with the same envelope.
 */
export function envelopeOf<T extends TSchema>(data: T) {
  return Type.Object({
    status_code: Type.Integer(),
    msg: Type.String(),
    data: Type.Union([data, Type.Null()]),
  });
}

export const emptyEnvelope = Type.Object({
  status_code: Type.Integer(),
  msg: Type.String(),
  data: Type.Null(),
});
