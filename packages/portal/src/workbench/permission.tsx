import type { ReactNode } from 'react';
import { useLocation } from 'react-router';
import { hasOperate } from '@podkit/sdk-core';
import { useStore } from '../app/use-store.js';
import { findScreen } from './menu.js';
import { $workbench } from './session.js';

/** The button names the current page allows (its menu entry's `operates`). */
export function usePageOperates(): Array<{ name: string }> {
  const session = useStore($workbench);
  const { pathname } = useLocation();
  if (!session) return [];
  return findScreen(session.menu, pathname)?.screen.operates ?? [];
}

/** Spec section 5: an element whose name is not in the page's allowed buttons is hidden. */
export function usePermission(name: string): boolean {
  return hasOperate(usePageOperates(), name);
}

export function Permission({ name, children }: { name: string; children: ReactNode }) {
  return usePermission(name) ? <>{children}</> : null;
}
