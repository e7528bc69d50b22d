/** What the build makes of the articles' Markdown (mf-blog/markdown/articles.mjs). */
declare module '*.md' {
  import type { ArticleMedia, BlogArticleBody, BlogArticleSummary } from '../model';

  /** `_index.md` only: every article's summary. */
  export const summaries: readonly BlogArticleSummary[];
  /** `<endpoint>.md`: what the page shows around the text. */
  export const media: ArticleMedia;
  /** `<endpoint>.md`: the text. */
  const Content: BlogArticleBody['Content'];
  export default Content;
}
