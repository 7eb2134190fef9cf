import { LeftOutlined } from '@ant-design/icons';
import { Breadcrumb, Empty, Skeleton } from 'antd';
import { useEffect, useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { content, type HelpCategory } from '@podkit/sdk-core';
import { client } from '../../sdk/client.js';
import { Unreachable } from '../../components/Unreachable.js';
import { useRemote } from '../../components/use-remote.js';
import { HelpArticleView } from './HelpArticleView.js';

function articleLink(id: number) {
  return { search: `?id=${id}` };
}

/** The left column: each category with its articles' titles. */
function HelpNav({ categories, activeId }: { categories: HelpCategory[]; activeId: string }) {
  return (
    <nav className="help-nav" aria-label="帮助目录">
      {categories.map((category) => (
        <div key={category.category} className="help-nav-group">
          <div className="help-nav-category">{category.category}</div>
          {category.articles.map((article) => (
            <Link
              key={article.id}
              to={articleLink(article.id)}
              className={
                String(article.id) === activeId
                  ? 'help-nav-link help-nav-link--active'
                  : 'help-nav-link'
              }
              aria-current={String(article.id) === activeId ? 'page' : undefined}
            >
              {article.title}
            </Link>
          ))}
        </div>
      ))}
    </nav>
  );
}

/** With no article chosen: every category with its articles' titles and summaries. */
function HelpOverview({ categories }: { categories: HelpCategory[] }) {
  if (categories.length === 0) return <Empty description="暂无帮助文章" />;
  return (
    <div className="help-overview">
      <h1 className="article-title">帮助中心</h1>
      {categories.map((category) => (
        <section key={category.category} className="help-overview-group">
          <h2 className="help-overview-category">{category.category}</h2>
          <ul className="help-overview-list">
            {category.articles.map((article) => (
              <li key={article.id}>
                <Link to={articleLink(article.id)} className="help-overview-link">
                  <span className="help-overview-title">{article.title}</span>
                  {article.summary && (
                    <span className="help-overview-summary">{article.summary}</span>
                  )}
                </Link>
              </li>
            ))}
          </ul>
        </section>
      ))}
    </div>
  );
}

/**
 * The help center (/home/helpCenter and /helpCenter?id=): categories and article titles on the
 * left, the chosen article (query `id`) on the right. On a phone the two take turns.
 */
export function HelpCenterPage() {
  const [searchParams] = useSearchParams();
  const articleId = searchParams.get('id')?.trim() ?? '';
  const [attempt, setAttempt] = useState(0);
  const remote = useRemote(() => content.getHelpCenter(client, { silent: true }), attempt);

  useEffect(() => {
    if (articleId) window.scrollTo(0, 0);
  }, [articleId]);

  const categories = remote.state === 'done' ? remote.data : [];
  return (
    <div
      className={
        articleId
          ? 'public-container help-center help-center--reading'
          : 'public-container help-center'
      }
    >
      <Breadcrumb
        className="public-breadcrumb"
        items={[
          { title: <Link to="/home/homePage">首页</Link> },
          articleId ? { title: <Link to={{ search: '' }}>帮助中心</Link> } : { title: '帮助中心' },
        ]}
      />
      <div className="help-layout">
        <aside className="help-aside">
          {remote.state === 'loading' && <Skeleton active paragraph={{ rows: 6 }} />}
          {remote.state === 'done' && <HelpNav categories={categories} activeId={articleId} />}
        </aside>
        <section className="help-panel">
          {articleId ? (
            <>
              <Link to={{ search: '' }} className="help-back">
                <LeftOutlined /> 返回目录
              </Link>
              <HelpArticleView key={articleId} articleId={articleId} />
            </>
          ) : remote.state === 'loading' ? (
            <Skeleton active paragraph={{ rows: 8 }} />
          ) : remote.state === 'failed' ? (
            <Unreachable onRetry={() => setAttempt((n) => n + 1)} />
          ) : (
            <HelpOverview categories={categories} />
          )}
        </section>
      </div>
    </div>
  );
}
