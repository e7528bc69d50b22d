/** The blog remote's entities (SPEC.md section 3). */

export type BlogCategory = 'Articles' | 'Announcements';

export interface ImageRef {
  img: string;
  alt: string;
}

/** A paragraph (matched by its exact text) rendered as a link. */
export interface ParagraphLink {
  text: string;
  href: string;
}

export interface BlogComment {
  userName: string;
  dateTime: string;
  comment: string;
}

/**
 * What lists, cards, search and the Home widget need. Kept apart from the body so that those
 * chunks never carry article bodies.
 */
export interface BlogArticleSummary {
  blogId: number;
  /** The URL endpoint is derived from this: spaces become hyphens. */
  title: string;
  seoTitle?: string;
  tagline: string;
  /** Teaser on cards; also the page's meta description. */
  description: string;
  /** Date text such as 'June 12th 2025'. */
  date: string;
  category: BlogCategory;
  tags: string[];
  /** External source, shown as 'Source:'. */
  link?: string;
  blogPageImg: string;
  blogPageImgAltText: string;
}

/** The rest of an article, loaded only on its own page. */
export interface BlogArticleBody {
  blogId: number;
  blogPageImg2?: string;
  blogPageImgAltText2?: string;
  blogPageImg3?: ImageRef[];
  carouselImages?: ImageRef[];
  blogPageDescription: string[];
  blogPageDescription2?: string[];
  blogPageDescription3?: string[];
  /** Paragraphs (exact text) rendered as sub-headings. */
  subHeadings?: string[];
  /** Paragraphs rendered as an inline span (a lead-in). */
  spanDesc?: string[];
  italic?: string[];
  bold?: string[];
  links?: ParagraphLink[];
  /** Terms highlighted in ordinary paragraphs. */
  keywords?: string[];
  pdf?: string;
  /** Video shown as the post's top media (video platform id). */
  videoId?: string;
  /** Video embedded in the body. */
  blogVideoId?: string;
  endLine?: string;
  comments?: BlogComment[];
}

export type BlogArticle = BlogArticleSummary & BlogArticleBody;

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
