import type { ComponentType, ReactNode } from 'react';
import type { ArticleFrontmatter } from '../../markdown/frontmatter.mjs';

/** The blog's entities (docs/product.md, "Entities"), as the build compiles its Markdown articles. */

export interface ImageRef {
  image: string;
  alt: string;
}

/**
 * What lists, cards, search and the Home widget need: an article's frontmatter without what only
 * its page shows. Kept apart from the body so that those chunks never carry article bodies.
 */
export interface BlogArticleSummary extends Pick<
  ArticleFrontmatter,
  | 'title'
  | 'seoTitle'
  | 'tagline'
  | 'description'
  | 'date'
  | 'category'
  | 'tags'
  | 'link'
  | 'image'
  | 'imageAlt'
  | 'tallCarousel'
  | 'noPopup'
  | 'formerEndpoints'
> {
  /** The file's name, and the post's URL endpoint. */
  endpoint: string;
}

/** What the page shows around the article's text. */
export type ArticleMedia = Pick<
  ArticleFrontmatter,
  'video' | 'bodyVideo' | 'pdf' | 'endLine' | 'crisisLine'
> & {
  carousel?: ImageRef[];
};

/** Elements the text is built of, by tag, such as the post's own links. */
export type ArticleComponents = Record<string, ComponentType<{ children?: ReactNode }>>;

/** The rest of an article, loaded only on its own page: its text as compiled at build time. */
export interface BlogArticleBody extends ArticleMedia {
  Content: ComponentType<{ components?: ArticleComponents }>;
}

/** Curated external article listed under the Education category. */
export interface EducationArticle {
  title: string;
  description: string;
  url: string;
  /** Publisher, such as 'NIDA' or 'CDC'. */
  source: string;
  img: string;
  imgAlt: string;
  tags: string[];
}

export interface VideoEntry {
  id: number;
  date: string;
  seoTitle: string;
  title: string;
  endpoint: string;
  blogPageImg: string;
  description: string;
  category: 'Education';
  tags: string[];
  type: 'Shorts' | 'Videos';
  videoType: 'Youtube';
  videoLink: string;
  videoId: string;
}
