/** Structured data as a script element; `<` is escaped so no text can close the script early. */
export function JsonLd({ data }: { data: object }) {
  return (
    <script type="application/ld+json">{JSON.stringify(data).replace(/</g, '\\u003c')}</script>
  );
}
