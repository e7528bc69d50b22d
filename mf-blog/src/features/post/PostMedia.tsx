import type { BlogArticleBody, BlogArticleSummary } from '@practice/shared-types';
import { TALL_CAROUSEL_POST_IDS } from '../../content/articles';
import { videoById } from '../../content/videos';
import { ImageCarousel } from './ImageCarousel';
import { LiteVideo, type VideoSource } from './LiteVideo';
import styles from './BlogPost.module.css';

/** A post's video: the matching video entry's title and image, else the post's own. */
export function videoSource(videoId: string, article: BlogArticleSummary): VideoSource {
  const entry = videoById(videoId);
  return {
    videoId,
    title: entry?.title ?? article.title,
    thumbnail: entry?.blogPageImg ?? article.blogPageImg,
  };
}

const hasTallMedia = (blogId: number) => TALL_CAROUSEL_POST_IDS.includes(blogId);

interface Props {
  article: BlogArticleSummary;
  body: BlogArticleBody;
}

/** The top of a post: its video, else its image carousel, else its image. */
export function PostMedia({ article, body }: Props) {
  if (body.videoId) return <LiteVideo {...videoSource(body.videoId, article)} eager />;
  if (body.carouselImages && body.carouselImages.length > 0) {
    return (
      <ImageCarousel
        images={body.carouselImages}
        label={`Images for ${article.title}`}
        tall={hasTallMedia(article.blogId)}
      />
    );
  }
  return (
    <img
      className={styles.mediaImage}
      src={article.blogPageImg}
      alt={article.blogPageImgAltText}
      width={1200}
      height={675}
      fetchPriority="high"
    />
  );
}

/** Holds the media's place, at its final size, while the body loads. */
export function MediaPlaceholder({ blogId }: { blogId: number }) {
  return (
    <div
      className={`${styles.mediaPlaceholder} ${hasTallMedia(blogId) ? styles.mediaPlaceholderTall : ''}`}
    />
  );
}
