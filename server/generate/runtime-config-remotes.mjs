// @ts-check
/**
 * A runtime config's list of remotes written again in its text, one remote a line as the files
 * have it (docker-compose.yml's and each of deploy/k8s'), the rest of the text as it is.
 * @param {string} text @param {Array<{ name: string, entry: string }>} remotes
 */
export const withRemotes = (text, remotes) =>
  text.replace(
    /"remotes": \[[^\]]*\]/,
    `"remotes": [\n${remotes
      .map(({ name, entry }) => `    { "name": "${name}", "entry": "${entry}" }`)
      .join(',\n')}\n  ]`,
  );
