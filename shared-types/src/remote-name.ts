// npm run generate writes this file from server/registry.json: edit the registry, not it.

/** Names of the remotes as registered with the federation runtime. */
export type RemoteName = 'blog' | 'team' | 'careers' | 'reviews';
