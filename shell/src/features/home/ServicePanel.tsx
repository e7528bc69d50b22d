import type { HTMLAttributes } from 'react';
import type { ServiceTab } from '../../content/home';
import styles from './ServiceTabs.module.css';

export const panelId = (id: string) => `service-panel-${id}`;

/** One service as the OMEGA SERVICES panel shows it: image, title, subtitle, description. */
export function ServicePanel({
  tab,
  ...attributes
}: { tab: ServiceTab } & HTMLAttributes<HTMLDivElement>) {
  return (
    <div id={panelId(tab.id)} className={styles.panel} {...attributes}>
      <img src={tab.imgSrc} alt={tab.altText} width={600} height={400} loading="lazy" />
      <div>
        <h3 className={styles.title}>{tab.title}</h3>
        <p className={styles.subtitle}>{tab.subTitle}</p>
        <p>{tab.description}</p>
      </div>
    </div>
  );
}
