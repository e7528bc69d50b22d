/** Every file name a federation manifest lists, wherever in it they stand. */
function filesListed(manifest: unknown, into = new Set<string>()): Set<string> {
  if (typeof manifest === 'string') into.add(manifest.split('/').pop()!);
  else if (manifest && typeof manifest === 'object')
    for (const value of Object.values(manifest)) filesListed(value, into);
  return into;
}

/**
 * Whether a chunk that failed to load belongs to a build the blog no longer serves: deployed
 * since this tab loaded the blog, so asking again can never succeed. The manifest beside the
 * chunk lists every file of the current build. A failure of any other kind (a dropped connection,
 * a manifest that cannot be read either) is not taken for one.
 */
export async function isChunkOfRemovedBuild(error: unknown): Promise<boolean> {
  const request = (error as { request?: unknown } | null)?.request;
  if (!(error instanceof Error) || error.name !== 'ChunkLoadError' || typeof request !== 'string')
    return false;
  try {
    const response = await fetch(new URL('mf-manifest.json', request), { cache: 'no-cache' });
    if (!response.ok) return false;
    const chunk = new URL(request).pathname.split('/').pop()!;
    return !filesListed(await response.json()).has(chunk);
  } catch {
    return false;
  }
}
