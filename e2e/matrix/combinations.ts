import fs from 'node:fs';
import path from 'node:path';

/** What scripts/matrix.mjs built and hands to the suite (MATRIX_BUILDS, a JSON file). */
export interface MatrixBuilds {
  area: string;
  previous: Array<{ app: string; commit: string; how: string; build: string }>;
  /** A remote's current build made incompatible on purpose, where the contract check exists. */
  planted?: { app: string; build: string; why: string };
  /** Why no planted case runs, where it does not. */
  plantedMissing?: string;
}

/** One site to serve: which apps serve another build than today's (app name → build folder). */
export interface Combination {
  name: string;
  builds: Record<string, string>;
}

export function readMatrixBuilds(): MatrixBuilds | null {
  const file = process.env.MATRIX_BUILDS;
  return file && fs.existsSync(file)
    ? (JSON.parse(fs.readFileSync(path.resolve(file), 'utf8')) as MatrixBuilds)
    : null;
}

/**
 * One app off today's commit at a time: each app's previous release beside the others' current
 * builds, and each app's current build beside the others' previous releases.
 */
export function combinations({ previous }: MatrixBuilds): Combination[] {
  return previous.flatMap(({ app, build }) => [
    { name: `${app} previous, others current`, builds: { [app]: build } },
    {
      name: `${app} current, others previous`,
      builds: Object.fromEntries(
        previous.filter((other) => other.app !== app).map((other) => [other.app, other.build]),
      ),
    },
  ]);
}
