import { createBrowserRouter, type RouteObject } from 'react-router';
import { bindRouter } from '../workbench/entry.js';
import { routes } from './routes.js';

/** Every absolute path the static routes declare (the server menu must not add them again). */
export function staticPaths(tree: RouteObject[], parent = ''): string[] {
  return tree.flatMap((route) => {
    const path = route.path
      ? route.path.startsWith('/')
        ? route.path
        : `${parent.replace(/\/$/, '')}/${route.path}`
      : parent;
    const own = route.path && !route.path.includes('*') ? [path] : [];
    return [...own, ...staticPaths(route.children ?? [], path)];
  });
}

/** The app's router (history mode); the workbench adds the server menu's routes to it. */
export function createAppRouter() {
  const router = createBrowserRouter(routes);
  bindRouter(router, staticPaths(routes));
  return router;
}
