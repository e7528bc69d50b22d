import type { SiteInfo } from '@practice/shared-types';
import { providers } from '../../content/providers';
import { TEAM_PATH } from '../../lib/paths';
import { AfterFirstFrame, breadcrumbJsonLd, CrisisLine, JsonLd, PageHead } from '@practice/ui-kit';
import { ProviderGrid } from '../../cards/ProviderGrid';
import { Banner, teamCrumbs } from '../../ui/Banner';
import styles from './TeamPage.module.css';

/** /ourteam/: every provider as a card, the founder first. */
export function TeamPage({ site }: { site: SiteInfo }) {
  const { township, address } = site.main;
  const crumbs = teamCrumbs(site);
  return (
    <div className={styles.page}>
      <PageHead
        title="Meet Our Award-Winning Team"
        description={
          `Meet the primary care doctors, mental health specialists and rehab professionals of ` +
          `${site.practiceName} in ${township}, ${address.region}, in person and by telehealth.`
        }
      />
      <Banner crumbs={crumbs}>
        <p className={styles.bannerTitle}>Our Award-Winning Team</p>
      </Banner>
      <section className={styles.section} aria-labelledby="meet-the-team">
        <h1 id="meet-the-team" className={styles.heading}>
          MEET THE TEAM
        </h1>
        <p className={styles.intro}>
          Physicians, psychiatric specialists and nurse practitioners who plan your care together:
          primary care, addiction treatment and mental health, under one roof.
        </p>
        <ProviderGrid
          providers={providers}
          site={site}
          headingLevel="h2"
          highlightFirst
          aboveTheFold
          label="Our providers"
        />
        <AfterFirstFrame>
          <CrisisLine site={site} />
        </AfterFirstFrame>
      </section>
      <JsonLd data={breadcrumbJsonLd(site.origin, crumbs, TEAM_PATH)} />
    </div>
  );
}
