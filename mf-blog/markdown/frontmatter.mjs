// @ts-check
/**
 * What an article's frontmatter may hold, checked at build time: a bad field fails the build with
 * the file's name and the field's.
 */
import { z } from 'zod';

const MONTHS =
  'January|February|March|April|May|June|July|August|September|October|November|December';

const text = z
  .string({ error: (issue) => (issue.input === undefined ? 'is required' : 'must be text') })
  .trim()
  .min(1, 'must not be empty');
/** Relative to the article's file, so the build bundles the image under a hashed name. */
const imagePath = z
  .string()
  .regex(
    /^\.{1,2}\/.+\.(svg|png|jpe?g|webp)$/u,
    'must be a relative image path (.svg .png .jpg .webp)',
  );

const articleFrontmatter = z.strictObject({
  title: text,
  /** The browser tab's title; the title when absent. */
  seoTitle: text.optional(),
  tagline: text,
  /** Teaser on cards and the page's meta description. */
  description: text,
  date: z
    .string()
    .regex(
      new RegExp(`^(${MONTHS}) \\d{1,2}(st|nd|rd|th) \\d{4}$`, 'u'),
      "must read like 'June 12th 2025'",
    ),
  category: z.enum(['Articles', 'Announcements']),
  tags: z.array(text).min(1, 'must name at least one tag'),
  /** External source, shown as 'Source:'. */
  link: z.url().optional(),
  image: imagePath,
  imageAlt: text,
  /** Video platform id shown at the top instead of the image. */
  video: text.optional(),
  /** Images shown at the top, one at a time, instead of the image. */
  carousel: z
    .array(z.strictObject({ image: imagePath, alt: text }))
    .min(2)
    .optional(),
  tallCarousel: z.boolean().optional(),
  /** The page opens no therapy pop-up. */
  noPopup: z.boolean().optional(),
  /** Terms highlighted in plain paragraphs and list items. */
  keywords: z.array(text).optional(),
  /** Video platform id embedded after the text. */
  bodyVideo: text.optional(),
  pdf: z.url().optional(),
  endLine: text.optional(),
  /**
   * The endpoints of the article's earlier titles: each old address answers with a permanent
   * redirect to the current one, so links and bookmarks keep working after a title changes.
   */
  formerEndpoints: z
    .array(
      z.string().regex(/^[A-Za-z0-9]+(-[A-Za-z0-9]+)*$/u, 'must be an endpoint, such as Old-Title'),
    )
    .min(1)
    .optional(),
  /** The text speaks of mental health, suicide, crisis, substance use or addiction: the post shows the crisis line (988, 911) after it. */
  crisisLine: z.literal(true).optional(),
});

/** @typedef {z.infer<typeof articleFrontmatter>} ArticleFrontmatter */

/**
 * The frontmatter, checked; throws one line per bad field, each naming the file and the field.
 * @param {unknown} data
 * @param {string} file the article's path, as the message shows it
 * @returns {ArticleFrontmatter}
 */
export function checkedFrontmatter(data, file) {
  const result = articleFrontmatter.safeParse(data ?? {});
  if (result.success) return result.data;
  const lines = result.error.issues.flatMap((issue) => {
    const fields = issue.code === 'unrecognized_keys' ? issue.keys : [issue.path.join('.')];
    return fields.map((field) => `${file}: frontmatter field "${field}": ${issue.message}`);
  });
  throw new Error(lines.join('\n'));
}
