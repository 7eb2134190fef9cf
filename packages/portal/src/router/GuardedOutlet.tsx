import { Navigate, Outlet, useLocation, useMatches } from 'react-router';
import { useStore } from '../app/use-store.js';
import { tokenStore } from '../sdk/client.js';
import { guardNavigation } from './access.js';

interface RouteHandle {
  name?: string;
}

/** Applies the navigation guard of spec section 4 to every route below it. */
export function GuardedOutlet() {
  const token = useStore(tokenStore.$token);
  const location = useLocation();
  const matches = useMatches();
  const pageName = [...matches]
    .reverse()
    .map((m) => (m.handle as RouteHandle | undefined)?.name)
    .find(Boolean);
  const decision = guardNavigation({
    pageName,
    fullPath: location.pathname + location.search,
    hasToken: Boolean(token),
  });
  if (decision.action === 'redirect') return <Navigate to={decision.to} replace />;
  return <Outlet />;
}
