import { Link } from '@practice/router';
import { useHttpStatus, PageHead } from '@practice/ui-kit';
import type { SiteInfo } from '@practice/shared-types';
import { TEAM_PATH } from '../../lib/paths';
import common from '../../ui/Common.module.css';
import { Banner, teamCrumbs } from '../../ui/Banner';
import styles from './ProviderProfile.module.css';

/** Any /ourteam/ path that names no provider: a clear way back instead of a broken page. */
export function ProviderNotFound({ site }: { site: SiteInfo }) {
  useHttpStatus(404);
  return (
    <div className={styles.page}>
      <PageHead
        title={`Provider Not Found | ${site.practiceName}`}
        description={`The provider page you asked for does not exist at ${site.practiceName}.`}
        noIndex
      />
      <Banner crumbs={teamCrumbs(site, 'Provider Not Found')}>
        <h1 className={styles.name}>Provider Not Found</h1>
      </Banner>
      <div className={styles.notFound}>
        <p>
          We could not find that provider. The link may be mistyped, or the page may have moved.
          Every member of our team is listed on the team page.
        </p>
        <Link to={TEAM_PATH} className={common.button}>
          Back to our team
        </Link>
      </div>
    </div>
  );
}
