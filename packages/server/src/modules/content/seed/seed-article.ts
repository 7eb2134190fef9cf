import type { ArticleSlug } from '@podkit/sdk-core';

/** A page or help-center article as the demo seed writes it. */
export interface SeedArticle {
  slug?: ArticleSlug;
  category?: string;
  /** The name another screen opens it by (Article.topic). */
  topic?: string;
  title: string;
  summary: string;
  body: string;
}
