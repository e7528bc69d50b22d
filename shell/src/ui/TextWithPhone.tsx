import { Fragment } from 'react';
import { site } from '../config/site';

/** Copy names the practice's number as `{phone}`; it comes from the one config, as a tel: link. */
export function TextWithPhone({ text }: { text: string }) {
  const parts = text.split('{phone}');
  return (
    <p>
      {parts.map((part, index) => (
        <Fragment key={index}>
          {part}
          {index < parts.length - 1 && <a href={`tel:${site.phoneHref}`}>{site.phone}</a>}
        </Fragment>
      ))}
    </p>
  );
}
