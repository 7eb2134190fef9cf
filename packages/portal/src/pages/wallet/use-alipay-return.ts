import { isApiError, recharge, type RechargeRecord } from '@podkit/sdk-core';
import { useEffect } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { client } from '../../sdk/client.js';

/** How often the recharge is read again while its payment notification is on its way. */
const POLL_MS = 3000;
/** How long a returned payment may wait for Alipay's notification before the fail page says so. */
const RETURN_WAIT_MS = 120_000;

/** What a returned payment's recharge says about the payment. */
export function returnOutcome(
  record: RechargeRecord | undefined,
  waitedMs: number,
): 'paid' | 'failed' | 'waiting' | 'unconfirmed' {
  if (!record || record.status === 'rejected' || record.status === 'closed') return 'failed';
  if (record.status === 'paid' || record.status === 'approved') return 'paid';
  return waitedMs >= RETURN_WAIT_MS ? 'unconfirmed' : 'waiting';
}

/**
 * Back from Alipay's page (its return adds `out_trade_no`, our recharge number): waits for the
 * notification that credits it; a recharge that is unknown to this account, closed or refused,
 * or still unpaid after two minutes, leads to the fail page with the recharge number.
 */
export function useAlipayReturn(onPaid: () => void): void {
  const [search, setSearch] = useSearchParams();
  const navigate = useNavigate();
  const rechargeNo = search.get('out_trade_no');

  useEffect(() => {
    if (!rechargeNo) return;
    let stopped = false;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const started = Date.now();
    const check = async () => {
      let record: RechargeRecord | undefined;
      try {
        const found = await recharge.listMine(
          client,
          { recharge_no: rechargeNo, page: 1, page_size: 1 },
          { silent: true },
        );
        record = found.data[0];
      } catch (error) {
        // A refused query (malformed number) is a failed return; a network fault is tried again.
        if (!isApiError(error)) {
          if (!stopped) timer = setTimeout(check, POLL_MS);
          return;
        }
      }
      if (stopped) return;
      const outcome = returnOutcome(record, Date.now() - started);
      if (outcome === 'paid') {
        setSearch({}, { replace: true });
        onPaid();
      } else if (outcome === 'waiting') {
        timer = setTimeout(check, POLL_MS);
      } else {
        const type = outcome === 'failed' ? 'payment' : 'payment-pending';
        navigate(`/fail?type=${type}&ref=${encodeURIComponent(rechargeNo)}`, { replace: true });
      }
    };
    void check();
    return () => {
      stopped = true;
      clearTimeout(timer);
    };
    // onPaid is read when the payment lands; a new function each render must not restart the wait.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [rechargeNo, navigate, setSearch]);
}
