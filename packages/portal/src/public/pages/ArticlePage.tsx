import { Breadcrumb, Skeleton } from 'antd';
import { useState } from 'react';
import { Link, NavLink } from 'react-router';
import { ARTICLE_SLUGS, content, type ArticleSlug } from '@podkit/sdk-core';
import { ExceptionPage } from '../../pages/exception/ExceptionPage.js';
import { client } from '../../sdk/client.js';
import { formatDate } from '../../components/format-date.js';
import { loadFailure } from '../components/load-failure.js';
import { RichText } from '../../components/RichText.js';
import { Unreachable } from '../components/Unreachable.js';
import { useRemote } from '../components/use-remote.js';
import { marketingPageLabels, marketingPagePath } from './marketing-pages.js';

function ArticleContent({ slug }: { slug: ArticleSlug }) {
  const [attempt, setAttempt] = useState(0);
  const remote = useRemote(
    () => content.getArticle(client, slug, { silent: true }),
    `${slug}#${attempt}`,
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
      <div className="article-meta">更新于 {formatDate(article.updated_at)}</div>
      {article.summary && <p className="article-summary">{article.summary}</p>}
      <RichText html={article.body} className="article-body" />
    </article>
  );
}

/** A marketing page (spec 1 and 2): the site's article for `slug`, with its title and date. */
export function ArticlePage({ slug }: { slug: ArticleSlug }) {
  return (
    <div className="public-container article-page">
      <Breadcrumb
        className="public-breadcrumb"
        items={[
          { title: <Link to="/home/homePage">首页</Link> },
          { title: marketingPageLabels[slug] },
        ]}
      />
      <div className="article-layout">
        <nav className="article-nav" aria-label="更多页面">
          {ARTICLE_SLUGS.map((other) => (
            <NavLink
              key={other}
              to={marketingPagePath(other)}
              className={({ isActive }) =>
                isActive ? 'article-nav-link article-nav-link--active' : 'article-nav-link'
              }
            >
              {marketingPageLabels[other]}
            </NavLink>
          ))}
        </nav>
        <div className="article-panel">
          <ArticleContent key={slug} slug={slug} />
        </div>
      </div>
    </div>
  );
}
