import manifest from '../package.json';

/**
 * The version of these contracts (semver: README.md says what is minor and what is major). The
 * shell sends it with every fragment request and checks it against a remote's range in the
 * browser; each remote's package declares the range it supports.
 */
export const CONTRACT_VERSION: string = manifest.version;
