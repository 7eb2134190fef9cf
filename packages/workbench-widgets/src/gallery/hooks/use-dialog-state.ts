import { useCallback, useRef, useState } from 'react';

/**
 * Which dialog is open. Each opening gets a fresh serial, used as its key, so a dialog starts
 * with its own fields and busy state even when the same kind opens again.
 */
export function useDialogState<Dialog extends object>() {
  const [open, setOpen] = useState<(Dialog & { serial: number }) | null>(null);
  const serial = useRef(0);
  const show = useCallback((next: Dialog | null) => {
    setOpen(next ? { ...next, serial: ++serial.current } : null);
  }, []);
  const close = useCallback(() => setOpen(null), []);
  return { dialog: open, show, close };
}
