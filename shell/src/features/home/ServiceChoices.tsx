import type { Ref } from 'react';
import { serviceTabs } from '../../content/home';
import { ServicePanel } from './ServicePanel';
import styles from './ServiceTabs.module.css';

/**
 * The service tabs as the server sends them: pills that are radio buttons, each followed by its
 * panel, which CSS shows while its radio is checked (ServiceTabs.module.css). Clicks and the arrow
 * keys choose a service with no script at all.
 */
export function ServiceChoices({ ref }: { ref: Ref<HTMLDivElement> }) {
  return (
    <div ref={ref} className={styles.choices}>
      {serviceTabs.map((tab, index) => (
        <ChoiceAndPanel key={tab.id} index={index} />
      ))}
    </div>
  );
}

function ChoiceAndPanel({ index }: { index: number }) {
  const tab = serviceTabs[index]!;
  return (
    <>
      <label className={styles.tab}>
        <input type="radio" name="service-tab" value={tab.id} defaultChecked={index === 0} />
        {tab.title}
      </label>
      <ServicePanel tab={tab} />
    </>
  );
}
