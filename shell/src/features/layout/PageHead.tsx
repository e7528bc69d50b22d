import type { PageHead as PageHeadData } from '@practice/shared-types';

/** React 19 hoists these into the document head, and replaces them on the next screen. */
export function PageHead({ title, description }: PageHeadData) {
  return (
    <>
      <title>{title}</title>
      <meta name="description" content={description} />
    </>
  );
}
