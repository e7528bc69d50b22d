import type { ReactNode } from 'react';
import { Icon } from '../../ui/Icon';
import styles from './Accordion.module.css';

interface AccordionItem {
  heading: string;
  content: ReactNode;
}

interface Props {
  items: AccordionItem[];
}

/**
 * An accordion that is HTML's own: `<details>`, each opened and closed with a click, Enter or
 * Space, with or without script, several open at once (docs/product.md, "FAQs"). The first item is open at start.
 */
export function Accordion({ items }: Props) {
  return (
    <div className={styles.accordion}>
      {items.map((item, index) => (
        <details key={item.heading} open={index === 0} className={styles.item}>
          <summary className={styles.summary}>
            <h3 className={styles.heading}>{item.heading}</h3>
            <span className={styles.sign}>
              <span className={styles.whenClosed}>
                <Icon name="plus" size={20} />
              </span>
              <span className={styles.whenOpen}>
                <Icon name="minus" size={20} />
              </span>
            </span>
          </summary>
          <div className={styles.panel}>{item.content}</div>
        </details>
      ))}
    </div>
  );
}
