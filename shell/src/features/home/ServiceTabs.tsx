import { useEffect, useRef, useState, type KeyboardEvent } from 'react';
import { homeSectionTitles, serviceTabs } from '../../content/home';
import { ServiceChoices } from './ServiceChoices';
import { panelId, ServicePanel } from './ServicePanel';
import styles from './ServiceTabs.module.css';

const tabId = (id: string) => `service-tab-${id}`;

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

/**
 * OMEGA SERVICES: six pill tabs, the first selected, each showing its service in the panel. The
 * server's HTML (and the first render, which hydrates it) works without script as radio buttons
 * (ServiceChoices); once the app runs they become the WAI-ARIA tabs pattern, keeping the service
 * chosen meanwhile and the keyboard focus on it.
 */
export function ServiceTabs() {
  const [selected, setSelected] = useState(0);
  const [enhanced, setEnhanced] = useState(false);
  const choices = useRef<HTMLDivElement>(null);
  const tabs = useRef<Array<HTMLButtonElement | null>>([]);
  const refocus = useRef(false);

  useEffect(() => {
    const radios = Array.from(choices.current?.querySelectorAll('input') ?? []);
    setSelected(
      Math.max(
        0,
        radios.findIndex((radio) => radio.checked),
      ),
    );
    refocus.current = radios.includes(document.activeElement as HTMLInputElement);
    setEnhanced(true);
  }, []);

  useEffect(() => {
    if (!enhanced || !refocus.current) return;
    refocus.current = false;
    tabs.current[selected]?.focus();
  }, [enhanced, selected]);

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
        {!enhanced ? (
          <ServiceChoices ref={choices} />
        ) : (
          <>
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
            {serviceTabs.map((item, index) => (
              <ServicePanel
                key={item.id}
                tab={item}
                role="tabpanel"
                aria-labelledby={tabId(item.id)}
                hidden={index !== selected}
                // The panel holds nothing focusable, so it takes focus itself (WAI-ARIA tabs pattern).
                tabIndex={0}
              />
            ))}
          </>
        )}
      </div>
    </section>
  );
}
