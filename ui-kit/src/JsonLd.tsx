import { serializeJsonLd } from './structured-data';

/** schema.org data for search engines, as script text that nothing inside can break out of. */
export function JsonLd({ data }: { data: object }) {
  return <script type="application/ld+json">{serializeJsonLd(data)}</script>;
}
