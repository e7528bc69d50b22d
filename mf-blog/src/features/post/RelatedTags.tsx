import { displayTag } from '../../lib/tags';
import sidebar from '../../sidebar/Sidebar.module.css';

// Fixed ids, not useId: the server renders this from another root than the page hydrates it in.
const HEADING_ID = 'blog-related-tags-heading';

export function RelatedTags({ tags }: { tags: readonly string[] }) {
  return (
    <section className={sidebar.panel} aria-labelledby={HEADING_ID}>
      <h2 id={HEADING_ID}>Related Tags</h2>
      <ul className={sidebar.tags}>
        {tags.map((tag) => (
          <li key={tag}>{displayTag(tag)}</li>
        ))}
      </ul>
    </section>
  );
}
