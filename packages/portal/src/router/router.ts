import { createBrowserRouter } from 'react-router';
import { bindRouter } from '../workbench/entry.js';
import { routes, workbenchPages } from './routes.js';

/** The app's router (history mode); the workbench adds the server menu's routes to it. */
export function createAppRouter() {
  const router = createBrowserRouter(routes);
  bindRouter(router, ['/views', ...workbenchPages.map((page) => page.path)]);
  return router;
}
