import { useId } from 'react';
import { displayTag } from '../../lib/tags';
import sidebar from '../sidebar/Sidebar.module.css';

export function RelatedTags({ tags }: { tags: readonly string[] }) {
  const headingId = useId();
  return (
    <section className={sidebar.panel} aria-labelledby={headingId}>
      <h2 id={headingId}>Related Tags</h2>
      <ul className={sidebar.tags}>
        {tags.map((tag) => (
          <li key={tag}>{displayTag(tag)}</li>
        ))}
      </ul>
    </section>
  );
}
