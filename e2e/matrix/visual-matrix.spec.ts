import { benchRoutes } from '../../bench/routes.mjs';
import { appHydrated } from '../support/fixtures';
import {
  closePopup,
  composedLook,
  ownersMessage,
  settle,
  type Difference,
} from '../support/visual';
import { expect, test } from './site';

/**
 * The skew matrix's visual check: in each combination of builds, every key route and a 404,
 * composed, at 1280 px, compared with the visual suite's baselines (e2e/visual/baselines/, made
 * from today's builds) under the same thresholds. The three widths are the visual suite's, on
 * today's builds; here what is compared is how builds of different days compose.
 *
 * What must match: every image owned by an app that runs today's build (its part must look as
 * today's, whatever the others run). What may differ: the images of an app running its previous
 * release, whose look is that release's, and the shell's image when it only moved because such a
 * slot changed height. Those are not failures: each is written into the report (an annotation,
 * and the images with their differences) and on the console, never passed over in silence.
 */
const paths = [...benchRoutes, '/no-such-page/'];

test.use({ viewport: { width: 1280, height: 800 } });

for (const path of paths) {
  test(`${path} looks as today's baselines where today's builds draw it`, async ({
    page,
    site,
    combination,
  }) => {
    test.setTimeout(90_000);
    const previous = new Set(Object.keys(combination.builds));
    await page.goto(`${site.baseURL}${path}`);
    await appHydrated(page);
    await closePopup(page);
    await settle(page);
    const differences = await composedLook(page, path);
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
      console.log(`[${combination.name}] ${path}: a previous release looks its own:\n${said}`);
    }
    expect(
      unexpected,
      unexpected.length > 0
        ? `${combination.name}: ${ownersMessage(unexpected)}`
        : 'no image of a current build differs',
    ).toEqual([]);
  });
}
