import { useId, useState, type ReactNode } from 'react';
import { Icon } from '../ui/Icon';
import styles from './Accordion.module.css';

export interface AccordionItem {
  heading: string;
  content: ReactNode;
}

interface Props {
  items: AccordionItem[];
  /** Indexes open at first. */
  initiallyOpen?: number[];
}

/** Headed disclosure buttons; each item opens and closes on its own, several may be open. */
export function Accordion({ items, initiallyOpen = [0] }: Props) {
  const baseId = useId();
  const [open, setOpen] = useState(() => new Set(initiallyOpen));

  const toggle = (index: number) =>
    setOpen((previous) => {
      const next = new Set(previous);
      if (!next.delete(index)) next.add(index);
      return next;
    });

  return (
    <div className={styles.accordion}>
      {items.map((item, index) => {
        const expanded = open.has(index);
        const buttonId = `${baseId}-button-${index}`;
        const panelId = `${baseId}-panel-${index}`;
        return (
          <div key={item.heading} className={styles.item}>
            <h3 className={styles.heading}>
              <button
                id={buttonId}
                type="button"
                className={styles.button}
                aria-expanded={expanded}
                aria-controls={panelId}
                onClick={() => toggle(index)}
              >
                <span>{item.heading}</span>
                <span className={styles.sign}>
                  <Icon name={expanded ? 'minus' : 'plus'} size={20} />
                </span>
              </button>
            </h3>
            <div id={panelId} className={styles.panel} hidden={!expanded}>
              {item.content}
            </div>
          </div>
        );
      })}
    </div>
  );
}
