import { expect, test } from '../support/fixtures';
import { recordThirdParties } from '../support/third-parties';

/** Another company's map loads only when the visitor asks for it, in the preview's place. */
test('the contact map: the address first, the map only on "Show map"', async ({
  page,
  context,
}) => {
  const thirdParties = await recordThirdParties(context);
  await page.goto('/contact-us');
  const preview = page.getByRole('button', { name: 'Show map' });
  await expect(
    page.getByText('450 Meadow Lane, Suite 200, Millbrook, NJ 08512').first(),
  ).toBeVisible();
  await page.waitForTimeout(500);
  expect(thirdParties).toEqual([]);
  await expect(page.locator('iframe')).toHaveCount(0);

  const below = page.getByRole('heading', { name: 'CONTACT US' });
  const before = await below.boundingBox();
  await preview.click();
  const map = page.getByTitle(/Map of our office/);
  await expect(map).toBeFocused();
  await expect
    .poll(() => thirdParties)
    .toEqual(['https://maps.example/embed?q=450+Meadow+Lane+Millbrook+NJ']);
  // The map takes the preview's box: what is below it stays where it was.
  expect(await below.boundingBox()).toEqual(before);
});
