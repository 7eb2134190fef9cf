import { Skeleton } from 'antd';
import { useState, type ReactNode } from 'react';
import type { Article } from '@podkit/sdk-core';
import { formatDate } from '../../components/format-date.js';
import { RichText } from '../../components/RichText.js';
import { ExceptionPage } from '../../pages/exception/ExceptionPage.js';
import { loadFailure } from '../../components/load-failure.js';
import { Unreachable } from '../../components/Unreachable.js';
import { useRemote } from '../../components/use-remote.js';

/**
 * A server article (marketing page or help-center article): title, category and date, summary,
 * body. A missing one shows `missing` (the 404 text by default); an unreachable server offers a
 * retry.
 */
export function RemoteArticle({
  load,
  loadKey,
  missing = <ExceptionPage code={404} />,
  actions,
}: {
  load: () => Promise<Article>;
  loadKey: string;
  missing?: ReactNode;
  /** What the article offers beside its text (a help topic's way to act on it). */
  actions?: (article: Article) => ReactNode;
}) {
  const [attempt, setAttempt] = useState(0);
  const remote = useRemote(load, `${loadKey}#${attempt}`);
  if (remote.state === 'loading') return <Skeleton active paragraph={{ rows: 8 }} />;
  if (remote.state === 'failed') {
    return loadFailure(remote.error) === 'missing' ? (
      missing
    ) : (
      <Unreachable onRetry={() => setAttempt((n) => n + 1)} />
    );
  }
  const article = remote.data;
  return (
    <article className="article">
      <h1 className="article-title">{article.title}</h1>
      <div className="article-meta">
        {article.category && <span>{article.category} · </span>}更新于{' '}
        {formatDate(article.updated_at)}
      </div>
      {article.summary && <p className="article-summary">{article.summary}</p>}
      {actions?.(article)}
      <RichText html={article.body} className="article-body" />
    </article>
  );
}
