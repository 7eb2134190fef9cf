import { Spin } from 'antd';
import { useEffect, useState } from 'react';
import { Unreachable } from '../components/Unreachable.js';
import { enterWorkbench } from './entry.js';

/**
 * The workbench before its user and menu are loaded: loads them (again, when the first try got no
 * answer from the server) and offers a retry while the server cannot be reached. A refusal from
 * the server ends the session inside enterWorkbench.
 */
export function WorkbenchEntry() {
  const [attempt, setAttempt] = useState(0);
  const [failed, setFailed] = useState(false);
  useEffect(() => {
    let live = true;
    setFailed(false);
    enterWorkbench().catch(() => {
      if (live) setFailed(true);
    });
    return () => {
      live = false;
    };
  }, [attempt]);
  if (failed) return <Unreachable onRetry={() => setAttempt((n) => n + 1)} />;
  return <Spin fullscreen tip="加载中..." />;
}
