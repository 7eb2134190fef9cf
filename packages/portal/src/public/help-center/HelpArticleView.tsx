import { Skeleton } from 'antd';
import { useState } from 'react';
import { content } from '@podkit/sdk-core';
import { ExceptionPage } from '../../pages/exception/ExceptionPage.js';
import { client } from '../../sdk/client.js';
import { formatDate } from '../../components/format-date.js';
import { loadFailure } from '../components/load-failure.js';
import { RichText } from '../../components/RichText.js';
import { Unreachable } from '../components/Unreachable.js';
import { useRemote } from '../components/use-remote.js';

/** One help-center article: title, updated date and body; an unknown id shows the 404 text. */
export function HelpArticleView({ articleId }: { articleId: string }) {
  const [attempt, setAttempt] = useState(0);
  const remote = useRemote(
    () => content.getHelpArticle(client, articleId, { silent: true }),
    `${articleId}#${attempt}`,
  );
  if (remote.state === 'loading') return <Skeleton active paragraph={{ rows: 8 }} />;
  if (remote.state === 'failed') {
    return loadFailure(remote.error) === 'missing' ? (
      <ExceptionPage code={404} />
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
      <RichText html={article.body} className="article-body" />
    </article>
  );
}
