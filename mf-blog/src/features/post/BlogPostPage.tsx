import { Suspense } from 'react';
import { useParams } from '@practice/router';
import type { SiteInfo } from '@practice/shared-types';
import type { BlogArticleSummary } from '../../content/model';
import { articleByEndpoint, articleFormerlyAt } from '../../content/articles';
import { articlePath, BLOG_PATH } from '../../lib/paths';
import { blogPostingJsonLd } from '../../lib/structured-data';
import { breadcrumbJsonLd, type BreadcrumbStep, JsonLd, PageHead } from '@practice/ui-kit';
import { BlogFrame } from '../../layout/BlogFrame';
import { DateBadge } from '../../ui/DateBadge';
import { Sidebar } from '../../sidebar/Sidebar';
import { BlogNotFound } from './BlogNotFound';
import { MovedPost } from './MovedPost';
import { BodyFailed, BodySkeleton } from './BodyStates';
import { PostBody } from './PostBody';
import { MediaPlaceholder, PostMedia } from './PostMedia';
import { RelatedTags } from './RelatedTags';
import { ShareBar } from './ShareBar';
import { type ArticleBodyState, useArticleBody } from './use-article-body';
import styles from './BlogPost.module.css';

interface Props {
  site: SiteInfo;
  article: BlogArticleSummary;
}

/** The article in one state of its body: the summary shows in every state. */
function PostArticle({ site, article, state }: Props & { state: ArticleBodyState }) {
  return (
    <article className={styles.post} aria-busy={state.status === 'loading'}>
      <div className={styles.media}>
        {state.status === 'ready' ? (
          <PostMedia article={article} body={state.body} />
        ) : (
          <MediaPlaceholder tall={article.tallCarousel} />
        )}
      </div>
      <header className={styles.header}>
        <DateBadge date={article.date} />
        <div>
          <h1 className={styles.title}>{article.title}</h1>
          <p className={styles.tagline}>{article.tagline}</p>
        </div>
      </header>
      {state.status === 'ready' && <PostBody site={site} article={article} body={state.body} />}
      {state.status === 'loading' && <BodySkeleton />}
      {state.status === 'failed' && <BodyFailed retry={state.retry} />}
      <ShareBar site={site} endpoint={article.endpoint} />
    </article>
  );
}

function PostArticleWithBody(props: Props) {
  return <PostArticle {...props} state={useArticleBody(props.article.endpoint)} />;
}

/** One article: its summary shows at once, its body arrives in its own chunk. */
function BlogPost({ site, article }: Props) {
  const crumbs: BreadcrumbStep[] = [
    { label: site.networkName, to: '/' },
    { label: 'BLOG', to: BLOG_PATH },
    { label: article.title },
  ];
  return (
    <BlogFrame
      crumbs={crumbs}
      aside={
        <Sidebar>
          <RelatedTags tags={article.tags} />
        </Sidebar>
      }
    >
      <PageHead title={article.seoTitle ?? article.title} description={article.description} />
      {/* Where the article waits for its body while the page hydrates the server's HTML. */}
      <Suspense
        fallback={<PostArticle site={site} article={article} state={{ status: 'loading' }} />}
      >
        <PostArticleWithBody site={site} article={article} />
      </Suspense>
      {/* Against the site's origin, not the document: the server has none. */}
      <JsonLd data={blogPostingJsonLd(site, article, site.origin)} />
      <JsonLd data={breadcrumbJsonLd(site.origin, crumbs, articlePath(article.endpoint))} />
    </BlogFrame>
  );
}

/** /blog/{endpoint}/: the article, its new address if its title changed, or 'Blog Not Found'. */
export function BlogPostPage({ site }: { site: SiteInfo }) {
  const { endpoint = '' } = useParams();
  const article = articleByEndpoint(endpoint);
  if (article) return <BlogPost key={article.endpoint} site={site} article={article} />;
  const moved = articleFormerlyAt(endpoint);
  if (moved) return <MovedPost to={articlePath(moved.endpoint)} />;
  return <BlogNotFound site={site} />;
}
