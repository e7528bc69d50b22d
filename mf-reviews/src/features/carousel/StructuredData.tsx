import { serializeJsonLd } from '../../lib/structuredData';

/** schema.org data for search engines, as text: React never parses it as HTML. */
export function StructuredData({ data }: { data: unknown }) {
  return <script type="application/ld+json">{serializeJsonLd(data)}</script>;
}
