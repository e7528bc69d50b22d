import { Link } from '@practice/router';
import { useHttpStatus, PageHead } from '@practice/ui-kit';
import type { SiteInfo } from '@practice/shared-types';
import { BLOG_PATH } from '../../lib/paths';
import { BlogFrame } from '../../layout/BlogFrame';
import { Sidebar } from '../../sidebar/Sidebar';
import styles from './BlogPost.module.css';

/** An address under /blog/ that names no article. */
export function BlogNotFound({ site }: { site: SiteInfo }) {
  useHttpStatus(404);
  return (
    <BlogFrame
      crumbs={[
        { label: site.networkName, to: '/' },
        { label: 'BLOG', to: BLOG_PATH },
        { label: 'Blog Not Found' },
      ]}
      aside={<Sidebar />}
    >
      <PageHead
        title={`Blog Not Found | ${site.practiceName}`}
        description={`This article could not be found. Browse the latest health articles from ${site.practiceName}.`}
        noIndex
      />
      <div className={styles.notFound}>
        <h1>Blog Not Found</h1>
        <p>The article you are looking for may have moved, or the address may be mistyped.</p>
        <Link className={styles.button} to={BLOG_PATH}>
          Back to Blogs
        </Link>
      </div>
    </BlogFrame>
  );
}
