import { Breadcrumb } from 'antd';
import { Link, NavLink } from 'react-router';
import { ARTICLE_SLUGS, content, type ArticleSlug } from '@podkit/sdk-core';
import { client } from '../../sdk/client.js';
import { RemoteArticle } from '../components/RemoteArticle.js';
import { marketingPageLabels, marketingPagePath } from './marketing-pages.js';

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
          <RemoteArticle
            key={slug}
            loadKey={slug}
            load={() => content.getArticle(client, slug, { silent: true })}
          />
        </div>
      </div>
    </div>
  );
}
