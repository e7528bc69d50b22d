/** The blog's own paths, as the shell mounts it: everything under /blog/. */
export const BLOG_PATH = '/blog/';

/** A post's path: its file's name (its slug). */
export const articlePath = (slug: string) => `/blog/${slug}/`;

export const categoryPath = (category: string) => `/blog/category/${category}/`;

/** An archive value holds a space, so it is URL-encoded ('June%202025'). */
export const archivePath = (monthYear: string) => `/blog/archive/${encodeURIComponent(monthYear)}/`;
