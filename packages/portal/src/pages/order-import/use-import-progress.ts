import { orderImport, type OrderImport } from '@podkit/sdk-core';
import { useEffect, useState } from 'react';
import { client } from '../../sdk/client.js';

/** How often a running import is asked again. */
const POLL_MS = 1000;

/**
 * Follows one import until it is done or failed: answers its latest state (the upload's answer
 * first). A failed poll tries again after the same pause.
 */
export function useImportProgress(started: OrderImport | null): OrderImport | null {
  const [latest, setLatest] = useState<OrderImport | null>(started);
  useEffect(() => {
    setLatest(started);
    if (!started) return;
    let live = true;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const poll = async () => {
      try {
        const now = await orderImport.getOrderImport(client, started.id, { silent: true });
        if (!live) return;
        setLatest(now);
        if (now.status === 'done' || now.status === 'failed') return;
      } catch {
        // Network trouble: keep asking.
      }
      if (live) timer = setTimeout(poll, POLL_MS);
    };
    timer = setTimeout(poll, POLL_MS);
    return () => {
      live = false;
      clearTimeout(timer);
    };
  }, [started]);
  return latest;
}

/** Percent for the progress bar: rows checked plus rows written over twice the rows. */
export function importPercent(record: OrderImport): number {
  if (record.status === 'done') return 100;
  const total = record.progress?.total ?? 0;
  if (!total) return 0;
  return Math.min(99, Math.floor(((record.progress?.done ?? 0) / total) * 100));
}
