/** The team's own paths, as the shell mounts it: everything under /ourteam/. */
export const TEAM_PATH = '/ourteam/';

/** A provider's profile: /ourteam/{First_Last}/. */
export const profilePath = (providerId: string) => `${TEAM_PATH}${providerId}/`;
