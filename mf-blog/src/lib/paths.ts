/** The blog's own paths, as the shell mounts it: everything under /blog/. */
export const BLOG_PATH = '/blog/';

/** A post's path: its file's name (its endpoint). */
export const articlePath = (endpoint: string) => `/blog/${endpoint}/`;

export const categoryPath = (category: string) => `/blog/category/${category}/`;

/** An archive value holds a space, so it is URL-encoded ('June%202025'). */
export const archivePath = (monthYear: string) => `/blog/archive/${encodeURIComponent(monthYear)}/`;
