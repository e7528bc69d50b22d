interface Props {
  title: string;
  description: string;
  /** Pages that must stay out of search results, such as a Not Found. */
  noIndex?: boolean;
}

/**
 * A screen's title and description, and the social tags that repeat them for link previews.
 * React 19 hoists them into the document head (on the server too) and replaces them on the next
 * screen.
 */
export function PageHead({ title, description, noIndex = false }: Props) {
  return (
    <>
      <title>{title}</title>
      <meta name="description" content={description} />
      <meta property="og:title" content={title} />
      <meta property="og:description" content={description} />
      <meta name="twitter:title" content={title} />
      <meta name="twitter:description" content={description} />
      {noIndex && <meta name="robots" content="noindex" />}
    </>
  );
}
