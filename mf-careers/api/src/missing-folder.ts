/**
 * For a folder the function reads before it may ever have written to it (the upload directory,
 * the outbox, the dead letters): one that does not exist yet has no entries. Any other failure
 * (no permission, a file in its place, a failing disk) is thrown, for the caller to report.
 */
export function noEntriesIfMissing(error: unknown): never[] {
  if ((error as NodeJS.ErrnoException | null)?.code === 'ENOENT') return [];
  throw error;
}
