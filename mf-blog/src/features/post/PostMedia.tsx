import type { BlogArticleBody, BlogArticleSummary } from '../../content/model';
import { videoById } from '../../content/videos';
import { ImageCarousel } from './ImageCarousel';
import { LiteVideo, type VideoSource } from './LiteVideo';
import { BLOG_IMAGE_SIZE } from '../../lib/image-size';
import { Image } from '@practice/ui-kit';
import styles from './BlogPost.module.css';

/** A post's video: the matching video entry's title and image, else the post's own. */
export function videoSource(videoId: string, article: BlogArticleSummary): VideoSource {
  const entry = videoById(videoId);
  return {
    videoId,
    title: entry?.title ?? article.title,
    thumbnail: entry?.blogPageImg ?? article.image,
  };
}

interface Props {
  article: BlogArticleSummary;
  body: BlogArticleBody;
}

/** The top of a post: its video, else its image carousel, else its image. */
export function PostMedia({ article, body }: Props) {
  if (body.video) return <LiteVideo {...videoSource(body.video, article)} eager />;
  if (body.carousel && body.carousel.length > 0) {
    return (
      <ImageCarousel
        images={body.carousel}
        label={`Images for ${article.title}`}
        tall={article.tallCarousel}
      />
    );
  }
  return (
    <Image
      className={styles.mediaImage}
      src={article.image}
      alt={article.imageAlt}
      size={BLOG_IMAGE_SIZE}
      load="lcp"
    />
  );
}

/** Holds the media's place, at its final size, while the body loads. */
export function MediaPlaceholder({ tall = false }: { tall?: boolean }) {
  return (
    <div className={`${styles.mediaPlaceholder} ${tall ? styles.mediaPlaceholderTall : ''}`} />
  );
}
