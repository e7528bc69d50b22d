import type { OfficeLocation } from '@practice/shared-types';
import { openingHours, site } from '../../config/site';
import { formatAddress } from '../../lib/address';
import { telHref } from '../../lib/phone';
import { medicalClinic } from '../../lib/structured-data';
import { JsonLd, visuallyHidden, PageHead } from '@practice/ui-kit';
import { ExternalLink } from '@practice/ui-kit';
import { CrisisLineSection } from '../../ui/CrisisLineSection';
import { Icon } from '../../ui/Icon';
import { PharmacyCard } from '../../ui/PharmacyCard';
import { MapOnRequest } from './MapOnRequest';
import styles from './ContactPage.module.css';

function LocationDetails({ location }: { location: OfficeLocation }) {
  return (
    <ul className={styles.details}>
      <li>
        <Icon name="phone" />
        <a href={`tel:${telHref(location.phone)}`}>{location.phone}</a>
      </li>
      <li>
        <Icon name="mail" />
        <a href={`mailto:${location.email}`}>{location.email}</a>
      </li>
      <li>
        <Icon name="pin" />
        <span>{formatAddress(location.address)}</span>
      </li>
      <li>
        <Icon name="clock" />
        <span>
          {location.openHours}
          <br />
          {location.openHoursAfter}
        </span>
      </li>
    </ul>
  );
}

export function ContactPage() {
  const { main, satellite } = site;
  return (
    <>
      <PageHead
        title="Contact Us | Omega Health Care in Millbrook, NJ"
        description={`Call ${site.phone}, e-mail or visit Omega Health Care in Millbrook, NJ, or our satellite unit in ${satellite.township}. Open Monday to Friday 08:00 AM to 04:00 PM.`}
      />
      <JsonLd data={medicalClinic(site, openingHours)} />
      <h1 className={visuallyHidden}>Contact {site.practiceName}</h1>
      <MapOnRequest />
      <div className={styles.grid}>
        <section className={`${styles.card} ${styles.main}`} aria-labelledby="main-office-heading">
          <h2 id="main-office-heading">{main.title}</h2>
          <p>{main.description}</p>
          <LocationDetails location={main} />
          <ExternalLink href={site.links.booking} className="button">
            Book Now
          </ExternalLink>
        </section>

        <section className={styles.card} aria-labelledby="satellite-heading">
          <h2 id="satellite-heading">{satellite.title}</h2>
          <p className={styles.township}>{satellite.township}</p>
          <ul className={styles.badges}>
            {satellite.acceptsNewPatients && <li>Accepting new patients</li>}
            {satellite.telehealth && <li>Telehealth available</li>}
          </ul>
          <LocationDetails location={satellite} />
        </section>

        <section className={styles.card} aria-labelledby="email-heading">
          <h2 id="email-heading">Contact Via E-Mail</h2>
          <p>
            Questions about appointments, records or billing? Write to us and our team will reply
            within one business day. Please do not send urgent medical questions by e-mail.
          </p>
          <a href={`mailto:${site.email}`} className="button">
            EMAIL US
          </a>
        </section>

        <PharmacyCard linkLabel="CHECK NOW" />
      </div>
      <CrisisLineSection />
    </>
  );
}
