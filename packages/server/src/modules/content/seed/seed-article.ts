import type { ArticleSlug } from '@podkit/sdk-core';

/** A page or help-center article as the demo seed writes it. */
export interface SeedArticle {
  slug?: ArticleSlug;
  category?: string;
  title: string;
  summary: string;
  body: string;
}
