import { useCallback, useState } from 'react';
import type { CareersPageProps } from '@practice/shared-types';
import { careersIntro, uploadedFilesNote } from '../content/careers-page';
import { positions, type CareersPosition } from '../content/positions';
import { PositionCard } from '../features/positions/PositionCard';
import { ApplicationForm } from '../features/upload/ApplicationForm';
import { UploadDialog } from '../features/upload/UploadDialog';
import styles from './CareersPage.module.css';
import { AfterFirstFrame, CrisisLine, PageHead } from '@practice/ui-kit';

/**
 * /career/: the banner, why work here, the open positions, the application form (which works
 * without script) and the upload modal (which each position's Apply now opens with script).
 */
export function CareersPage({ site, uploadUrl }: CareersPageProps) {
  const [applyingFor, setApplyingFor] = useState<CareersPosition | null>(null);
  const closeDialog = useCallback(() => setApplyingFor(null), []);

  return (
    <div className={styles.page}>
      <PageHead
        title={`Careers | ${site.practiceName}`}
        description={`Join ${site.practiceName} in ${site.main.address.locality}, ${site.main.address.region}: open positions for nurses, nurse practitioners, physicians, social workers and medical assistants. Download the position descriptions and apply online.`}
      />

      <header className={styles.banner}>
        <h1 className={styles.bannerTitle}>CAREERS</h1>
        <p className={styles.bannerText}>Join the team at {site.practiceName}</p>
      </header>

      <section className={styles.intro} aria-labelledby="careers-intro">
        <h2 id="careers-intro">{careersIntro.heading}</h2>
        {careersIntro.paragraphs.map((paragraph) => (
          <p key={paragraph}>{paragraph}</p>
        ))}
        <nav aria-labelledby="careers-jump" className={styles.jump}>
          <p id="careers-jump" className={styles.jumpLabel}>
            Go straight to a position:
          </p>
          <ul>
            {positions.map((position) => (
              <li key={position.id}>
                <a href={`#position-${position.id}`}>{position.position}</a>
              </li>
            ))}
          </ul>
        </nav>
      </section>

      {/* Below the fold on a phone. */}
      <AfterFirstFrame>
        <section className={styles.positions} aria-labelledby="careers-positions">
          <h2 id="careers-positions">Open Positions</h2>
          <p className={styles.positionsHint}>
            Apply online with your resume and any supporting documents (PDF or Word, up to 10 MB in
            total). Questions? E-mail us at <a href={`mailto:${site.email}`}>{site.email}</a> or
            call <a href={`tel:${site.phoneHref}`}>{site.phone}</a>. {uploadedFilesNote}
          </p>
          <div className={styles.list}>
            {positions.map((position) => (
              <PositionCard key={position.id} position={position} onApply={setApplyingFor} />
            ))}
          </div>
        </section>

        <ApplicationForm uploadUrl={uploadUrl} />

        {/* The positions speak of mental health and addiction care: the page carries the crisis line. */}
        <div className={styles.crisisLine}>
          <CrisisLine site={site} />
        </div>
      </AfterFirstFrame>

      {applyingFor && (
        <UploadDialog
          position={applyingFor.position}
          uploadUrl={uploadUrl}
          email={site.email}
          onClose={closeDialog}
        />
      )}
    </div>
  );
}
