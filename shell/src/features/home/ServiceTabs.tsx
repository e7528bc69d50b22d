import { useRef, useState, type KeyboardEvent } from 'react';
import { homeSectionTitles, serviceTabs } from '../../content/home';
import styles from './ServiceTabs.module.css';

const tabId = (id: string) => `service-tab-${id}`;
const panelId = (id: string) => `service-panel-${id}`;

/** Keys that move between tabs (WAI-ARIA tabs pattern, activation follows focus). */
function nextIndex(key: string, index: number, count: number): number | null {
  switch (key) {
    case 'ArrowRight':
    case 'ArrowDown':
      return (index + 1) % count;
    case 'ArrowLeft':
    case 'ArrowUp':
      return (index - 1 + count) % count;
    case 'Home':
      return 0;
    case 'End':
      return count - 1;
    default:
      return null;
  }
}

/** OMEGA SERVICES: six pill tabs, the first selected, each showing its service in the panel. */
export function ServiceTabs() {
  const [selected, setSelected] = useState(0);
  const tabs = useRef<Array<HTMLButtonElement | null>>([]);
  const tab = serviceTabs[selected]!;

  const onKeyDown = (event: KeyboardEvent) => {
    const next = nextIndex(event.key, selected, serviceTabs.length);
    if (next === null) return;
    event.preventDefault();
    setSelected(next);
    tabs.current[next]?.focus();
  };

  return (
    <section className={styles.section} aria-labelledby="omega-services-heading">
      <div className={styles.inner}>
        <p className="eyebrow">{homeSectionTitles.tabsLabel}</p>
        <h2 id="omega-services-heading" className="section-title">
          {homeSectionTitles.tabsTitle}
        </h2>
        <div className={styles.tablist} role="tablist" aria-labelledby="omega-services-heading">
          {serviceTabs.map((item, index) => (
            <button
              key={item.id}
              ref={(element) => {
                tabs.current[index] = element;
              }}
              id={tabId(item.id)}
              type="button"
              role="tab"
              className={styles.tab}
              aria-selected={index === selected}
              aria-controls={panelId(item.id)}
              tabIndex={index === selected ? 0 : -1}
              onClick={() => setSelected(index)}
              onKeyDown={onKeyDown}
            >
              {item.title}
            </button>
          ))}
        </div>
        <div
          id={panelId(tab.id)}
          className={styles.panel}
          role="tabpanel"
          aria-labelledby={tabId(tab.id)}
          // The panel holds nothing focusable, so it takes focus itself (WAI-ARIA tabs pattern).
          // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex
          tabIndex={0}
        >
          <img src={tab.imgSrc} alt={tab.altText} width={600} height={400} loading="lazy" />
          <div>
            <h3 className={styles.title}>{tab.title}</h3>
            <p className={styles.subtitle}>{tab.subTitle}</p>
            <p>{tab.description}</p>
          </div>
        </div>
      </div>
    </section>
  );
}
