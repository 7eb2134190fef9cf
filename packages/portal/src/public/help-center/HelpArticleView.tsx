import { Button, Result } from 'antd';
import { content } from '@podkit/sdk-core';
import { Link } from 'react-router';
import { client } from '../../sdk/client.js';
import { RemoteArticle } from '../components/RemoteArticle.js';
import { TopicAction } from './TopicAction.js';

/**
 * One help-center article: title, category, updated date and body. An unknown id stays in the help
 * center: its own "article not found" with the way back to the list, not the site's 404 page.
 */
export function HelpArticleView({ articleId }: { articleId: string }) {
  return (
    <RemoteArticle
      loadKey={articleId}
      load={() => content.getHelpArticle(client, articleId, { silent: true })}
      actions={(article) => (article.topic ? <TopicAction topic={article.topic} /> : null)}
      missing={
        <Result
          status="404"
          title="没有找到这篇帮助文章"
          subTitle="文章可能已被删除或链接有误，请从帮助目录中查找。"
          extra={
            <Link to={{ search: '' }}>
              <Button type="primary">返回帮助中心</Button>
            </Link>
          }
        />
      }
    />
  );
}
