/**
 * The public contract of every federated module: what the shell passes and what it gets back.
 * A remote's `src/exposes/*` files are typed by these, and the shell's loader by `RemoteModules`.
 */
import type { ComponentType } from 'react';
import type { RemoteName } from './remote-name';
import type { SiteInfo } from './site';

/** Every exposed component receives the practice facts. */
export interface RemoteProps {
  site: SiteInfo;
}

export type BlogRoutesProps = RemoteProps;
export type LatestArticlesProps = RemoteProps;
export type TeamRoutesProps = RemoteProps;

export interface CareersPageProps extends RemoteProps {
  /** Where applications are sent: POST multipart, `fileField` parts plus `role`. */
  uploadUrl: string;
}

export interface ReviewsSource {
  /** Base URL of the reviews provider (or its local stub). */
  apiBase: string;
  featurableId: string;
}

export interface ReviewsCarouselProps extends RemoteProps, ReviewsSource {
  /** Heading above the carousel, such as 'Our Reviews'. */
  title?: string;
  /** Characters before truncation; 200 by default, 80 on this site. */
  maxCharacters?: number;
  /** 'full' shows the whole name; 'firstAndInitial' (default) shows 'Jane D.'. */
  nameDisplay?: 'full' | 'firstAndInitial';
  /** Dots under the carousel; on by default, off on this site. */
  dots?: boolean;
  /**
   * Keep the provider's translation instead of the original text (on by default); off keeps
   * only what the reviewer wrote.
   */
  showTranslation?: boolean;
  /** Emit schema.org AggregateRating JSON-LD; on by default. */
  structuredData?: boolean;
  /** Overrides the loading state when given: true shows it, false never shows its message. */
  loading?: boolean;
  /** Replaces 'Failed to load Google reviews. Please try again later.' */
  errorMessage?: string;
}

export interface ReviewsBadgeProps extends RemoteProps, ReviewsSource {
  /** 'light' by default. */
  theme?: 'light' | 'dark';
  /** 'Google Rating' by default. */
  badgeLabel?: string;
  /** The link text; 'Read our N reviews' by default. */
  badgeSubheadingFormatter?: (totalReviewCount: number) => string;
  /** Figures shown instead of the provider's; when both are given, no call is made. */
  averageRating?: number;
  totalReviewCount?: number;
  /** Where the subheading links; the provider's profile URL by default. */
  profileUrl?: string;
  /** Overrides the loading state when given: true shows it, false never shows its message. */
  loading?: boolean;
  /** Replaces 'Failed to load Google reviews. Please try again later.' */
  errorMessage?: string;
}

/** A module that renders a whole area of the site (everything under its paths). */
export interface AreaModule<Props> {
  default: ComponentType<Props>;
  /**
   * Starts fetching what the page at `pathname` needs besides the module's code (its data, the
   * images above its fold), once a visitor shows the intent to go there: the shell calls it as it
   * loads the module ahead of a tap. Without it, the page fetches them as it renders.
   */
  prefetchPage?: (pathname: string) => void;
}

/** Module shapes, keyed by the id the shell passes to `loadRemote`. */
export interface RemoteModules {
  'blog/BlogRoutes': AreaModule<BlogRoutesProps> & {
    /**
     * Path of the nerve-pain therapy article: the shell shows no therapy pop-up there (the blog's
     * server hands it over with the page's status, `FragmentRenderer.data`).
     */
    nervePainArticlePath: string;
  };
  'blog/LatestArticles': { default: ComponentType<LatestArticlesProps> };
  'team/TeamRoutes': AreaModule<TeamRoutesProps>;
  'careers/CareersPage': AreaModule<CareersPageProps>;
  'reviews/ReviewsCarousel': { default: ComponentType<ReviewsCarouselProps> };
  'reviews/ReviewsBadge': { default: ComponentType<ReviewsBadgeProps> };
}

export type RemoteModuleId = keyof RemoteModules;

/**
 * The runtime configuration served next to the shell (`/runtime-config.json`): replaced per
 * environment without a rebuild.
 */
export interface RuntimeConfig {
  remotes: Array<{ name: RemoteName; entry: string }>;
  /** Give up on a remote that has not answered after this long (at most 8000 ms). */
  remoteTimeoutMs: number;
  reviews: ReviewsSource;
  uploadUrl: string;
  /** Analytics measurement id; the gtag script loads only when it is set. */
  analyticsId?: string;
}
