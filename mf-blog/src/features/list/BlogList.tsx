import { Link } from 'react-router-dom';
import type { SiteInfo } from '@practice/shared-types';
import { articles } from '../../content/articles';
import { endpointFromTitle } from '../../lib/endpoint';
import styles from './BlogList.module.css';

export function BlogList({ site }: { site: SiteInfo }) {
  return (
    <section className={styles.page}>
      <title>{`Blog | ${site.practiceName}`}</title>
      <meta
        name="description"
        content="Health articles and practice news from Omega Health Care: addiction treatment, mental health, primary care and prevention."
      />
      <p className={styles.meta}>{site.networkName} &gt; BLOG</p>
      <h1>FEATURED BLOGS</h1>
      <p>Your Gateway to Essential Medical Insights</p>
      <ul className={styles.cards}>
        {articles.map((article) => (
          <li key={article.blogId} className={styles.card}>
            <h2>
              <Link to={`/blog/${endpointFromTitle(article.title)}/`}>{article.title}</Link>
            </h2>
            <p className={styles.meta}>
              {article.date} · Category: {article.category}
            </p>
            <p>{article.description}</p>
          </li>
        ))}
      </ul>
    </section>
  );
}
