// npm run generate writes this file from server/registry.json: edit the registry, not it.

/** Each remote the shell can render, and the routes of the site it owns. */
export const remoteRoutes = {
  blog: ['/blog/*'],
  team: ['/ourteam/*'],
  careers: ['/career'],
  reviews: [],
} as const;
