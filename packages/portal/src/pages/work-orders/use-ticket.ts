import type { WorkOrderAction, WorkOrderDetail } from '@podkit/sdk-core';
import { useState } from 'react';
import { useSearchParams } from 'react-router';
import { useRemote } from '../../components/use-remote.js';

/** The ticket open in a list's drawer, kept in the address (?id=) so a link or a reload opens it. */
export function useOpenTicket() {
  const [search, setSearch] = useSearchParams();
  const open = (id: number | null) => {
    const next = new URLSearchParams(search);
    if (id === null) next.delete('id');
    else next.set('id', String(id));
    setSearch(next);
  };
  return { openId: Number(search.get('id')) || null, open };
}

/**
 * A drawer's ticket: loaded when `id` is set and again after each move (`reload`); `onLoaded`
 * tells the list, since opening a ticket reads its replies.
 */
export function useTicket<T extends WorkOrderDetail>(
  id: number | null,
  load: (id: number) => Promise<T>,
  onLoaded: () => void,
) {
  const [attempt, setAttempt] = useState(0);
  const detail = useRemote(
    () =>
      id === null
        ? Promise.resolve(null)
        : load(id).then((answer) => {
            onLoaded();
            return answer;
          }),
    `${id}#${attempt}`,
  );
  const ticket = detail.state === 'done' ? detail.data : null;
  return {
    failed: detail.state === 'failed',
    ticket,
    reload: () => setAttempt((n) => n + 1),
    can: (action: WorkOrderAction) => ticket?.actions.includes(action) ?? false,
  };
}
