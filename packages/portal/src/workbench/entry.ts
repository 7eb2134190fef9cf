import { createElement } from 'react';
import type { createBrowserRouter } from 'react-router';
import { menuScreens } from './menu.js';
import { ScreenPage } from './page-registry.js';
import { loadWorkbench } from './session.js';

type AppRouter = ReturnType<typeof createBrowserRouter>;

/** Id of the layout route the server menu's screens are added under. */
export const WORKBENCH_ROUTE_ID = 'workbench';

let boundRouter: AppRouter | null = null;
const knownPaths = new Set<string>();

/** Called once with the app's router and the workbench paths it already has. */
export function bindRouter(router: AppRouter, staticPaths: string[]): void {
  boundRouter = router;
  staticPaths.forEach((path) => knownPaths.add(path));
}

/**
 * Spec section 4: fetch user info and the server menu, add one route per menu screen, then
 * redo the current navigation so a menu path opens its screen. Rejects (and logs out) on failure.
 */
export async function enterWorkbench(): Promise<void> {
  const session = await loadWorkbench();
  const router = boundRouter;
  if (!router) throw new Error('enterWorkbench before bindRouter');
  const fresh = menuScreens(session.menu).filter((screen) => !knownPaths.has(screen.http_url));
  fresh.forEach((screen) => knownPaths.add(screen.http_url));
  if (fresh.length > 0) {
    router.patchRoutes(
      WORKBENCH_ROUTE_ID,
      fresh.map((screen) => ({
        path: screen.http_url,
        element: createElement(ScreenPage, { component: screen.component }),
        handle: { name: screen.component },
      })),
    );
  }
  const { pathname, search, hash } = router.state.location;
  await router.navigate(pathname + search + hash, { replace: true });
}
