import type { OrderReturnAction, OrderReturnDetail } from '@podkit/sdk-core';
import { useRef, useState } from 'react';
import { useRemote } from '../../components/use-remote.js';

/** A drawer's request: loaded when `id` is set and again after each move (`reload`). */
export function useReturn<T extends OrderReturnDetail>(
  id: number | null,
  load: (id: number) => Promise<T>,
) {
  const [attempt, setAttempt] = useState(0);
  const detail = useRemote(
    () => (id === null ? Promise.resolve(null) : load(id)),
    `${id}#${attempt}`,
  );
  // While the drawer closes (id gone) it keeps showing what it showed, not a skeleton.
  const last = useRef<T | null>(null);
  if (detail.state === 'done' && detail.data) last.current = detail.data;
  const request =
    detail.state === 'done' && detail.data ? detail.data : id === null ? last.current : null;
  return {
    failed: detail.state === 'failed',
    request,
    reload: () => setAttempt((n) => n + 1),
    can: (action: OrderReturnAction) => request?.actions.includes(action) ?? false,
  };
}
