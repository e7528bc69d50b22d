import { serializeJsonLd } from '../../lib/structuredData';

/** schema.org data for search engines, as text: React never parses it as HTML. */
export function JsonLd({ data }: { data: object }) {
  return <script type="application/ld+json">{serializeJsonLd(data)}</script>;
}
