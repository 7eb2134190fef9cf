import { LeftOutlined } from '@ant-design/icons';
import { Empty, Skeleton } from 'antd';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { loadFailure } from '../../components/load-failure.js';
import { Unreachable } from '../../components/Unreachable.js';

export interface ConsoleEditFrameProps {
  back: { to: string; label: string };
  /** The record being loaded: a bad id or a missing record says so, a failed request offers a retry. */
  load: { state: 'loading' | 'failed' | 'done'; error?: unknown };
  idIsValid: boolean;
  onRetry(): void;
  title: string;
  children: ReactNode;
}

/** The frame of a console edit page: back link, loading and failure states, title. */
export function ConsoleEditFrame({
  back,
  load,
  idIsValid,
  onRetry,
  title,
  children,
}: ConsoleEditFrameProps) {
  const backLink = (
    <Link to={back.to} className="catalog-back">
      <LeftOutlined /> {back.label}
    </Link>
  );
  if (load.state === 'loading') return <Skeleton active paragraph={{ rows: 12 }} />;
  if (load.state === 'failed') {
    return (
      <div className="admin-page">
        {backLink}
        {loadFailure(load.error) === 'missing' || !idIsValid ? (
          <Empty description="商品不存在或已删除" />
        ) : (
          <Unreachable onRetry={onRetry} />
        )}
      </div>
    );
  }
  return (
    <div className="admin-page">
      {backLink}
      <h2 className="page-title">{title}</h2>
      {children}
    </div>
  );
}
