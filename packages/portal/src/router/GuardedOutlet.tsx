import type { UserRole } from '@podkit/sdk-core';
import { Navigate, Outlet, useLocation, useMatches } from 'react-router';
import { useStore } from '../app/use-store.js';
import { ExceptionPage } from '../pages/exception/ExceptionPage.js';
import { tokenStore } from '../sdk/client.js';
import { $workbench } from '../workbench/session.js';
import { guardNavigation, roleAllows } from './access.js';

export interface RouteHandle {
  /** The spec's page name; the guard's open-page list is written in these. */
  name?: string;
  /** Route-meta permission list: only these account roles may open the route. */
  roles?: UserRole[];
}

/** Applies the navigation guard of spec section 4 and route-meta roles to every route below. */
export function GuardedOutlet() {
  const token = useStore(tokenStore.$token);
  const session = useStore($workbench);
  const location = useLocation();
  const handles = useMatches().map((m) => (m.handle ?? {}) as RouteHandle);
  const pageName = [...handles].reverse().find((h) => h.name)?.name;
  const decision = guardNavigation({
    pageName,
    fullPath: location.pathname + location.search,
    hasToken: Boolean(token),
  });
  if (decision.action === 'redirect') return <Navigate to={decision.to} replace />;
  const roles = handles.flatMap((h) => h.roles ?? []);
  if (!roleAllows(roles, session?.info.role)) return <ExceptionPage code={403} />;
  return <Outlet />;
}
