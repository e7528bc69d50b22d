import contractPackage from '../package.json';

/**
 * The version of these contracts, which the shell's browser and server send to or check against
 * each remote's supported range (`contractRange` in the remote's package.json). Semantic: the
 * rules are in this package's README.md.
 */
export const CONTRACT_VERSION: string = contractPackage.version;
