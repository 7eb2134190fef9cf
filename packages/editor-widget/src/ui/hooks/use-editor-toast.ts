import { useCallback, useEffect, useState } from 'react';

export type ToastKind = 'info' | 'error';

/** A short message at the bottom of the editor, gone after three seconds. */
export function useEditorToast() {
  const [toast, setToast] = useState<{ kind: ToastKind; text: string } | null>(null);
  const notify = useCallback((kind: ToastKind, text: string) => setToast({ kind, text }), []);
  useEffect(() => {
    if (!toast) return;
    const timer = setTimeout(() => setToast(null), 3000);
    return () => clearTimeout(timer);
  }, [toast]);
  return { toast, notify };
}
