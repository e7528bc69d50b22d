import { Fragment } from 'react';
import { Link } from '@practice/router';
import type { Service } from '../../content/services';
import { splitInlineLinks } from '../../lib/inline-links';
import { KeyValueList } from './KeyValueList';
import { CrisisLine, Image } from '@practice/ui-kit';
import { site } from '../../config/site';
import styles from './ServiceBody.module.css';

/** The main column of a service page: picture, introduction, sections in order, optional button. */
export function ServiceBody({ service }: { service: Service }) {
  return (
    <article className={styles.body}>
      <Image
        className={styles.image}
        src={service.image.src}
        alt={service.image.alt}
        size={[640, 400]}
        load="lcp"
      />
      <h2>{service.intro.heading}</h2>
      <p>
        {splitInlineLinks(service.intro.text, service.intro.links).map((segment, index) =>
          segment.href ? (
            <Link key={index} to={segment.href}>
              {segment.text}
            </Link>
          ) : (
            segment.text
          ),
        )}
      </p>

      {service.sections.map((section, index) => (
        <Fragment key={index}>
          {section.heading && <h3>{section.heading}</h3>}
          {'points' in section ? (
            <KeyValueList items={section.points} />
          ) : (
            <ul className={styles.options}>
              {section.bullets.map((bullet) => (
                <li key={bullet}>{bullet}</li>
              ))}
            </ul>
          )}
        </Fragment>
      ))}

      {service.buttonLink && (
        <Link to={service.buttonLink.href} className="button">
          {service.buttonLink.label}
        </Link>
      )}

      {/* Care here is one team for body and mind: every service page carries the crisis line. */}
      <CrisisLine site={site} />
    </article>
  );
}
