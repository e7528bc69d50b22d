import type { KeyValue } from '../../content/services';
import styles from './KeyValueList.module.css';

/** A bullet list whose items lead with a bold key. */
export function KeyValueList({ items }: { items: KeyValue[] }) {
  return (
    <ul className={styles.list}>
      {items.map(({ key, value }) => (
        <li key={key}>
          <strong>{key}:</strong> {value}
        </li>
      ))}
    </ul>
  );
}
