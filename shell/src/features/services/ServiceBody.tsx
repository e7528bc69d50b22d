import { Link } from '@practice/router';
import type { Service } from '@practice/shared-types';
import { splitInlineLinks } from '../../lib/inlineLinks';
import { KeyValueList } from './KeyValueList';
import styles from './ServiceBody.module.css';

/** The main column of a service page, from its picture to its optional button. */
export function ServiceBody({ service }: { service: Service }) {
  return (
    <article className={styles.body}>
      <img
        className={styles.image}
        src={service.descriptionImage}
        alt={service.descriptionImageAltText}
        width={640}
        height={400}
        fetchPriority="high"
      />
      <h2>{service.descriptionHeading}</h2>
      <p>
        {splitInlineLinks(service.descriptionPara, service.descriptionLinks).map(
          (segment, index) =>
            segment.href ? (
              <Link key={index} to={segment.href}>
                {segment.text}
              </Link>
            ) : (
              segment.text
            ),
        )}
      </p>

      <h3>{service.subHeading1}</h3>
      <KeyValueList items={service.subHeading1Data} />
      {service.midData && <KeyValueList items={service.midData} />}

      {service.optionalDataHeading && (
        <>
          <h3>{service.optionalDataHeading}</h3>
          <ul className={styles.options}>
            {service.optionalDataOptions?.map((option) => (
              <li key={option}>{option}</li>
            ))}
          </ul>
        </>
      )}

      {service.subHeading2 && <h3>{service.subHeading2}</h3>}
      {service.subHeading2Data && <KeyValueList items={service.subHeading2Data} />}

      {service.button1Title && service.button1Url && (
        <Link to={service.button1Url} className="button">
          {service.button1Title}
        </Link>
      )}
    </article>
  );
}
