import { useParams } from '@practice/router';
import type { SiteInfo } from '@practice/shared-types';
import { providers } from '../../content/providers';
import { profilePath } from '../../lib/paths';
import { providerJsonLd } from '../../lib/structured-data';
import { PHOTO_SIZE } from '../../lib/photo-size';
import {
  AfterFirstFrame,
  breadcrumbJsonLd,
  CrisisLine,
  Image,
  JsonLd,
  PageHead,
} from '@practice/ui-kit';
import { Banner, teamCrumbs } from '../../ui/Banner';
import common from '../../ui/Common.module.css';
import { Biography } from './Biography';
import { OtherProviders } from './OtherProviders';
import { ProfileActions } from './ProfileActions';
import { ProviderNotFound } from './ProviderNotFound';
import styles from './ProviderProfile.module.css';

/** /ourteam/{First_Last}: one provider's profile, then the others of the same type. */
export function ProviderProfile({ site }: { site: SiteInfo }) {
  const { providerId } = useParams();
  const provider = providers.find((candidate) => candidate.id === providerId);
  if (!provider) return <ProviderNotFound site={site} />;
  const crumbs = teamCrumbs(site, provider.name);

  return (
    <div className={styles.page}>
      <PageHead title={provider.head.title} description={provider.head.description} />
      <Banner crumbs={crumbs}>
        <h1 className={styles.name}>{provider.name}</h1>
        <p className={styles.credentials}>{provider.credentials}</p>
      </Banner>

      <div className={styles.layout}>
        <div className={styles.aside}>
          <Image
            className={styles.photo}
            src={provider.imageUrl}
            alt={provider.altText}
            size={PHOTO_SIZE}
          />
          {provider.tagLine && <p className={styles.tagline}>{provider.tagLine}</p>}
          {provider.taglineDes && <p className={styles.taglineDes}>{provider.taglineDes}</p>}
          <ProfileActions provider={provider} site={site} />
        </div>

        <div className={styles.body}>
          {/* Below the photo on a phone. */}
          <AfterFirstFrame>
            <dl className={styles.facts}>
              <div>
                <dt>Specialty</dt>
                <dd>{provider.speciality}</dd>
              </div>
              <div>
                <dt>Degrees</dt>
                <dd>
                  <ul>
                    {provider.degrees.split(/;\s*/).map((degree) => (
                      <li key={degree}>{degree}</li>
                    ))}
                  </ul>
                </dd>
              </div>
              <div>
                <dt>Hobbies</dt>
                <dd>{provider.hobbies}</dd>
              </div>
            </dl>
            <h2 className={styles.sectionHeading}>Biography</h2>
            <Biography
              paragraphs={provider.description}
              keywords={provider.keywords}
              urls={provider.urls}
            />
          </AfterFirstFrame>
        </div>
      </div>

      <AfterFirstFrame>
        <OtherProviders current={provider} site={site} />
        {/* The team treats addiction and mental health: every profile carries the crisis line. */}
        <div className={common.crisisLine}>
          <CrisisLine site={site} />
        </div>
      </AfterFirstFrame>
      {/* Against the site's origin, not the document: the server has none. */}
      <JsonLd data={providerJsonLd(site, provider, site.origin)} />
      <JsonLd data={breadcrumbJsonLd(site.origin, crumbs, profilePath(provider.id))} />
    </div>
  );
}
