import type { BlogArticleBody, BlogArticleSummary } from '../../content/model';
import type { SiteInfo } from '@practice/shared-types';
import { CrisisLine, ExternalLink } from '@practice/ui-kit';
import { articleComponents } from './article-components';
import { LiteVideo } from './LiteVideo';
import { videoSource } from './PostMedia';
import styles from './BlogPost.module.css';

interface Props {
  site: SiteInfo;
  article: BlogArticleSummary;
  body: BlogArticleBody;
}

const hostOf = (url: string) => new URL(url).hostname.replace(/^www\./, '');

/**
 * The article text (compiled from its Markdown) and what follows it: the crisis line, PDF, video,
 * source, end line.
 */
export function PostBody({ site, article, body }: Props) {
  const { Content } = body;
  return (
    <div className={styles.body}>
      <Content components={articleComponents} />
      {body.crisisLine && <CrisisLine site={site} />}
      {body.pdf && (
        <p>
          <ExternalLink href={body.pdf} className={styles.button}>
            View PDF
          </ExternalLink>
        </p>
      )}
      {body.bodyVideo && (
        <div className={styles.bodyVideo}>
          <LiteVideo {...videoSource(body.bodyVideo, article)} />
        </div>
      )}
      {article.link && (
        <p className={styles.source}>
          Source: <ExternalLink href={article.link}>{hostOf(article.link)}</ExternalLink>
        </p>
      )}
      {body.endLine && <p className={styles.endLine}>{body.endLine}</p>}
    </div>
  );
}
