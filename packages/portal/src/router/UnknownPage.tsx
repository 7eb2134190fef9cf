import { useLocation } from 'react-router';
import { useStore } from '../app/use-store.js';
import { ExceptionPage } from '../pages/exception/ExceptionPage.js';
import { hasScreen } from '../workbench/page-registry.js';
import { $workbench } from '../workbench/session.js';

/**
 * A path no route matched: a workbench screen the signed-in account's menu leaves out (a
 * sub-account's role does not include it, e.g. 订单支付) is 403, anything else 404.
 */
export function UnknownPage() {
  const session = useStore($workbench);
  const { pathname } = useLocation();
  const screen = pathname.split('/').filter(Boolean).at(-1) ?? '';
  return <ExceptionPage code={session && hasScreen(screen) ? 403 : 404} />;
}
