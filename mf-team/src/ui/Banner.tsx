import type { ReactNode } from 'react';
import type { SiteInfo } from '@practice/shared-types';
import { TEAM_PATH } from '../lib/paths';
import { Breadcrumb, type BreadcrumbStep } from '@practice/ui-kit';
import styles from './Banner.module.css';

/** '{network} › Our Team', then the current screen's own crumb where it is below the team page. */
export function teamCrumbs(site: SiteInfo, current?: string): BreadcrumbStep[] {
  const home = { label: site.networkName, to: '/' };
  return current
    ? [home, { label: 'Our Team', to: TEAM_PATH }, { label: current }]
    : [home, { label: 'Our Team' }];
}

interface Props {
  /** The link is omitted for the current page, the last crumb. */
  crumbs: BreadcrumbStep[];
  children: ReactNode;
}

/** The coloured band that opens every team screen: breadcrumb, then the screen's title. */
export function Banner({ crumbs, children }: Props) {
  return (
    <div className={styles.banner}>
      <div className={styles.inner}>
        <Breadcrumb steps={crumbs} className={styles.crumbs} />
        {children}
      </div>
    </div>
  );
}
