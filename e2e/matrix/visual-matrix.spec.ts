import fs from 'node:fs';
import path from 'node:path';
import { benchRoutes } from '../../bench/routes.mjs';
import { appHydrated } from '../support/fixtures';
import {
  closePopup,
  composedLook,
  ownersMessage,
  pageName,
  settle,
  type Difference,
} from '../support/visual';
import { expect, test } from './site';

/**
 * The skew matrix's visual check: in each combination of builds, every key route where a remote
 * draws, composed, at 1280 px, compared with the visual suite's baselines (e2e/visual/baselines/, made
 * from today's builds) under the same thresholds. The three widths are the visual suite's, on
 * today's builds; here what is compared is how builds of different days compose.
 *
 * What must match: every image owned by an app that runs today's build (its part must look as
 * today's, whatever the others run). What may differ: the images of an app running its previous
 * release, whose look is that release's, and the shell's image when it only moved because such a
 * slot changed height. Those are not failures: each is written into the report (an annotation,
 * and the images with their differences) and on the console, never passed over in silence.
 */
const baselines = path.join(__dirname, '../visual/baselines');
/**
 * The routes where a remote draws, as the baselines have it (a remote's composed image of the
 * page). On the others (the FAQs, a 404) the shell alone draws: today's shell there is the visual
 * suite's to compare, a previous one's is never failed, so the matrix's minutes go elsewhere.
 */
const remoteDraws = (route: string) =>
  fs
    .readdirSync(baselines)
    .filter((owner) => owner !== 'shell')
    .some((owner) =>
      fs.existsSync(path.join(baselines, owner, 'composed'))
        ? fs
            .readdirSync(path.join(baselines, owner, 'composed'))
            .some((file) => file.startsWith(`${pageName(route)}-`))
        : false,
    );
const paths = [...benchRoutes, '/no-such-page/'].filter(remoteDraws);

test.use({ viewport: { width: 1280, height: 800 } });

for (const route of paths) {
  test(`${route} looks as today's baselines where today's builds draw it`, async ({
    page,
    site,
    combination,
  }) => {
    test.setTimeout(90_000);
    const previous = new Set(Object.keys(combination.builds));
    await page.goto(`${site.baseURL}${route}`);
    await appHydrated(page);
    await closePopup(page);
    await settle(page);
    const differences = await composedLook(page, route);
    const ofPrevious = (difference: Difference) =>
      previous.has(difference.owner) ||
      (difference.movedWith?.every((owner) => previous.has(owner)) ?? false);
    const expected = differences.filter(ofPrevious);
    const unexpected = differences.filter((difference) => !ofPrevious(difference));
    if (expected.length > 0) {
      const said = ownersMessage(expected).split('\n').slice(1).join('\n');
      test.info().annotations.push({
        type: 'differs: a previous release',
        description: expected.map((difference) => difference.image).join(', '),
      });
      console.log(`[${combination.name}] ${route}: a previous release looks its own:\n${said}`);
    }
    expect(
      unexpected,
      unexpected.length > 0
        ? `${combination.name}: ${ownersMessage(unexpected)}`
        : 'no image of a current build differs',
    ).toEqual([]);
  });
}
