import { content } from '@podkit/sdk-core';
import { client } from '../../sdk/client.js';
import { RemoteArticle } from '../components/RemoteArticle.js';

/** One help-center article: title, category, updated date and body; an unknown id shows the 404 text. */
export function HelpArticleView({ articleId }: { articleId: string }) {
  return (
    <RemoteArticle
      loadKey={articleId}
      load={() => content.getHelpArticle(client, articleId, { silent: true })}
    />
  );
}
