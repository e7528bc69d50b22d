interface Props {
  title: string;
  description: string;
  /** Pages that must stay out of search results, such as 'Provider Not Found'. */
  noIndex?: boolean;
}

/** React 19 hoists these into the document head and replaces them on the next screen. */
export function PageHead({ title, description, noIndex = false }: Props) {
  return (
    <>
      <title>{title}</title>
      <meta name="description" content={description} />
      {noIndex && <meta name="robots" content="noindex" />}
    </>
  );
}
