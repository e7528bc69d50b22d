import { Link, useParams } from 'react-router-dom';
import type { SiteInfo } from '@practice/shared-types';
import { articles } from '../../content/articles';
import { endpointFromTitle } from '../../lib/endpoint';
import styles from '../list/BlogList.module.css';

export function BlogPost({ site }: { site: SiteInfo }) {
  const { endpoint } = useParams();
  const article = articles.find((candidate) => endpointFromTitle(candidate.title) === endpoint);
  if (!article) {
    return (
      <section className={styles.page}>
        <title>{`Blog Not Found | ${site.practiceName}`}</title>
        <h1>Blog Not Found</h1>
        <Link to="/blog/">Back to Blogs</Link>
      </section>
    );
  }
  return (
    <article className={styles.page}>
      <title>{article.seoTitle ?? article.title}</title>
      <meta name="description" content={article.description} />
      <p className={styles.meta}>
        {site.networkName} &gt; BLOG &gt; {article.title}
      </p>
      <h1>{article.title}</h1>
      <p className={styles.meta}>{article.date}</p>
      <p>{article.tagline}</p>
      <p>{article.description}</p>
    </article>
  );
}
