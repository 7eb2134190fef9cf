import { Type } from 'typebox';

// What Ozon's push expects back (docs.ozon.ru, push notifications; the ozon-api-client's server).

/** TYPE_PING is answered with the receiver's version, name and time; every other type with result. */
export const OzonPushAnswer = Type.Union([
  Type.Object({ version: Type.String(), name: Type.String(), time: Type.String() }),
  Type.Object({ result: Type.Boolean() }),
]);

/** A push PodKit cannot take, in Ozon's error shape. */
export const OzonPushError = Type.Object({
  error: Type.Object({
    code: Type.String(),
    message: Type.String(),
    details: Type.Null(),
  }),
});

export function ozonPing() {
  return { version: '1.0', name: 'PodKit', time: new Date().toISOString() };
}

export function ozonPushError(code: string, message: string) {
  return { error: { code, message, details: null } };
}
