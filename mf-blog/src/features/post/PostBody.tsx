import type { BlogArticleBody, BlogArticleSummary } from '@practice/shared-types';
import { toBlocks } from '../../lib/paragraphs';
import { ExternalLink } from '@practice/ui-kit';
import { LiteVideo } from './LiteVideo';
import { videoSource } from './PostMedia';
import { RichBlock } from './RichParagraph';
import styles from './BlogPost.module.css';

interface Props {
  article: BlogArticleSummary;
  body: BlogArticleBody;
}

function Section({ paragraphs, body }: { paragraphs?: string[]; body: BlogArticleBody }) {
  if (!paragraphs || paragraphs.length === 0) return null;
  return toBlocks(paragraphs, body).map((block, index) => (
    <RichBlock key={index} block={block} keywords={body.keywords} />
  ));
}

const hostOf = (url: string) => new URL(url).hostname.replace(/^www\./, '');

/** The article text and what follows it: images, PDF, video, source and closing line. */
export function PostBody({ article, body }: Props) {
  return (
    <div className={styles.body}>
      <Section paragraphs={body.blogPageDescription} body={body} />
      {body.blogPageImg2 && (
        <img
          className={styles.bodyImage}
          src={body.blogPageImg2}
          alt={body.blogPageImgAltText2 ?? ''}
          width={1200}
          height={675}
          loading="lazy"
        />
      )}
      <Section paragraphs={body.blogPageDescription2} body={body} />
      {body.blogPageImg3 && body.blogPageImg3.length > 0 && (
        <ul className={styles.imageRow}>
          {body.blogPageImg3.map((image) => (
            <li key={image.img}>
              <img src={image.img} alt={image.alt} width={1200} height={675} loading="lazy" />
            </li>
          ))}
        </ul>
      )}
      <Section paragraphs={body.blogPageDescription3} body={body} />
      {body.pdf && (
        <p>
          <ExternalLink href={body.pdf} className={styles.button}>
            View PDF
          </ExternalLink>
        </p>
      )}
      {body.blogVideoId && (
        <div className={styles.bodyVideo}>
          <LiteVideo {...videoSource(body.blogVideoId, article)} />
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
