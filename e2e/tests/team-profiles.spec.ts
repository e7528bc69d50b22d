import { expectNoAxeViolations } from '../support/axe';
import type { Page } from '@playwright/test';
import { expect, test } from '../support/fixtures';
import { isSameDocument, markDocument } from '../support/remotes';
import { horizontalOverflow } from '../support/layout';

/** Every provider profile, reached through the shell as a visitor would. */

interface Member {
  id: string;
  name: string;
  type: 'Doctor' | 'Practitioner';
  bookable: boolean;
  directoryProfile: boolean;
}

const team: Member[] = [
  {
    id: 'Samuel_Osei',
    name: 'Dr. Samuel Osei',
    type: 'Doctor',
    bookable: true,
    directoryProfile: true,
  },
  {
    id: 'Priya_Raman',
    name: 'Dr. Priya Raman',
    type: 'Doctor',
    bookable: true,
    directoryProfile: true,
  },
  {
    id: 'Michael_Feldman',
    name: 'Dr. Michael Feldman',
    type: 'Doctor',
    bookable: true,
    directoryProfile: true,
  },
  {
    id: 'Lucia_Herrera',
    name: 'Dr. Lucia Herrera',
    type: 'Doctor',
    bookable: true,
    directoryProfile: true,
  },
  {
    id: 'Kenji_Watanabe',
    name: 'Dr. Kenji Watanabe',
    type: 'Doctor',
    bookable: false,
    directoryProfile: false,
  },
  {
    id: 'Rachel_Sullivan',
    name: 'Rachel Sullivan, APN',
    type: 'Practitioner',
    bookable: true,
    directoryProfile: true,
  },
  {
    id: 'Aisha_Rahman',
    name: 'Aisha Rahman, APN',
    type: 'Practitioner',
    bookable: true,
    directoryProfile: false,
  },
  {
    id: 'Tomasz_Nowak',
    name: 'Tomasz Nowak, APN',
    type: 'Practitioner',
    bookable: true,
    directoryProfile: false,
  },
  {
    id: 'Jamal_Whitaker',
    name: 'Jamal Whitaker, APN',
    type: 'Practitioner',
    bookable: true,
    directoryProfile: false,
  },
];

const SERVICE_PATH = /^\/services\/[a-z-]+\/$/;

const h1 = (page: Page) => page.getByRole('heading', { level: 1 });

test.describe('provider profiles', () => {
  for (const [index, member] of team.entries()) {
    // Half the profiles are visited without the trailing slash: both forms are in use.
    const path = `/ourteam/${member.id}${index % 2 === 0 ? '/' : ''}`;

    test(`${path} shows ${member.name}'s full profile`, async ({ page }) => {
      await page.goto(path);
      await expect(h1(page)).toHaveText(member.name);
      await expect(page).toHaveTitle(
        new RegExp(`^${member.name.split(',')[0]}.* \\| Omega Health Care$`),
      );
      await expect(page.locator('meta[name="description"]').last()).toHaveAttribute(
        'content',
        new RegExp(member.name.split(',')[0]),
      );

      const breadcrumb = page.getByRole('navigation', { name: 'Breadcrumb' });
      await expect(breadcrumb.getByRole('link', { name: 'Our Team' })).toHaveAttribute(
        'href',
        '/ourteam/',
      );
      const main = page.getByRole('main');
      await expect(main.getByRole('img', { name: `Portrait of ${member.name}` })).toBeVisible();
      for (const term of ['Specialty', 'Degrees', 'Hobbies']) {
        await expect(main.getByText(term, { exact: true })).toBeVisible();
      }
      await expect(main.getByRole('heading', { level: 2, name: 'Biography' })).toBeVisible();
      expect(await main.locator('mark').count()).toBeGreaterThan(0);

      const ownBooking = main.getByRole('link', { name: `BOOK NOW with ${member.name}` });
      await expect(ownBooking).toHaveCount(member.bookable ? 1 : 0);
      if (member.bookable) {
        await expect(ownBooking).toHaveAttribute('target', '_blank');
        await expect(ownBooking).toHaveAttribute('rel', 'noopener noreferrer');
      }

      const checkProfile = main.getByRole('link', { name: /^CHECK PROFILE/ });
      await expect(checkProfile).toHaveCount(member.directoryProfile ? 1 : 0);
      if (member.directoryProfile) {
        const url = new URL((await checkProfile.getAttribute('href'))!);
        expect(url.protocol).toBe('https:');
        expect(url.searchParams.get('token')).toBeTruthy();
        expect(url.searchParams.get('utm_campaign')).toBeTruthy();
        await expect(checkProfile).toHaveAttribute('target', '_blank');
      }

      // Keywords with a service page link there, inside the site.
      const serviceLinks = main.locator('p > a[href^="/services/"]');
      expect(await serviceLinks.count()).toBeGreaterThan(0);
      for (const href of await serviceLinks.evaluateAll((links) =>
        links.map((link) => link.getAttribute('href')),
      )) {
        expect(href).toMatch(SERVICE_PATH);
      }

      const others = page.getByRole('region', { name: `Other ${member.type}s` });
      const sameType = team.filter((other) => other.type === member.type && other.id !== member.id);
      await expect(others.getByRole('heading', { level: 3 })).toHaveText(
        sameType.map((o) => o.name),
      );
      await expect(others.getByRole('link', { name: /^VIEW PROFILE/ })).toHaveCount(
        sameType.length,
      );
      await expect(others.getByRole('link', { name: /^BOOK NOW/ })).toHaveCount(
        sameType.filter((other) => other.bookable).length,
      );

      await expectNoAxeViolations(page);
    });
  }

  test('every VIEW PROFILE on the team page leads to that profile', async ({ page }) => {
    await page.goto('/ourteam/');
    await markDocument(page);
    for (const member of team) {
      await page
        .getByRole('list', { name: 'Our providers' })
        .getByRole('link', { name: `VIEW PROFILE of ${member.name}` })
        .click();
      await expect(page).toHaveURL(new RegExp(`/ourteam/${member.id}/$`));
      await expect(h1(page)).toHaveText(member.name);
      await page.goBack();
      await expect(h1(page)).toHaveText('MEET THE TEAM');
    }
    expect(await isSameDocument(page)).toBe(true);
  });

  test('the consultant has no BOOK NOW, and says how to reach him', async ({ page }) => {
    await page.goto('/ourteam/Kenji_Watanabe/');
    await expect(h1(page)).toHaveText('Dr. Kenji Watanabe');
    await expect(
      page.getByRole('link', { name: /BOOK NOW with Dr\. Kenji Watanabe/i }),
    ).toHaveCount(0);
    await expect(page.getByText(/sees patients by referral/)).toBeVisible();
    await expect(
      page.getByRole('main').getByRole('link', { name: '(732) 555-0142' }),
    ).toHaveAttribute('href', 'tel:+17325550142');
  });

  test('only the founder has WRITE A REVIEW, opening the review page in a new tab', async ({
    page,
  }) => {
    for (const member of team) {
      await page.goto(`/ourteam/${member.id}/`);
      await expect(h1(page)).toHaveText(member.name);
      const review = page.getByRole('link', { name: /^WRITE A REVIEW/ });
      await expect(review).toHaveCount(member.id === 'Samuel_Osei' ? 1 : 0);
      if (member.id === 'Samuel_Osei') {
        await expect(review).toHaveAttribute('href', /^https:\/\//);
        await expect(review).toHaveAttribute('target', '_blank');
        await expect(review).toHaveAttribute('rel', 'noopener noreferrer');
      }
    }
  });

  test('Other Doctors and Other Practitioners lead from profile to profile', async ({ page }) => {
    await page.goto('/ourteam/Priya_Raman/');
    await markDocument(page);
    await page
      .getByRole('region', { name: 'Other Doctors' })
      .getByRole('link', { name: 'VIEW PROFILE of Dr. Lucia Herrera' })
      .click();
    await expect(h1(page)).toHaveText('Dr. Lucia Herrera');
    await expect(page.getByRole('region', { name: 'Other Doctors' })).toContainText(
      'Dr. Priya Raman',
    );

    await page.goto('/ourteam/Jamal_Whitaker');
    await expect(page.getByRole('region', { name: 'Other Doctors' })).toHaveCount(0);
    await page
      .getByRole('region', { name: 'Other Practitioners' })
      .getByRole('link', { name: 'VIEW PROFILE of Tomasz Nowak, APN' })
      .click();
    await expect(page).toHaveURL(/\/ourteam\/Tomasz_Nowak\/$/);
    await expect(h1(page)).toHaveText('Tomasz Nowak, APN');
  });

  test('a biography keyword link opens its service page in the same document', async ({ page }) => {
    await page.goto('/ourteam/Kenji_Watanabe/');
    await markDocument(page);
    await page.getByRole('link', { name: 'Axon therapy', exact: true }).first().click();
    await expect(page).toHaveURL(/\/services\/axon-therapy-mpns\/$/);
    expect(await isSameDocument(page)).toBe(true);
  });

  test('reveals the other cards on hover at desktop width and passes axe there', async ({
    page,
  }) => {
    await page.setViewportSize({ width: 1280, height: 900 });
    await page.goto('/ourteam/Michael_Feldman/');
    const card = page.getByRole('region', { name: 'Other Doctors' }).getByRole('listitem').first();
    const link = card.getByRole('link', { name: /^VIEW PROFILE/ });
    const opacity = () =>
      link.evaluate((element) => {
        let value = 1;
        for (let node: Element | null = element; node; node = node.parentElement) {
          value *= Number(getComputedStyle(node).opacity);
        }
        return value;
      });
    await card.scrollIntoViewIfNeeded();
    await page.mouse.move(0, 0);
    await expect.poll(opacity).toBe(0);
    await card.getByRole('img').hover();
    await expect.poll(opacity).toBe(1);
    await expectNoAxeViolations(page);
  });

  for (const path of [
    '/ourteam/Nobody_Here/',
    '/ourteam/samuel_osei',
    '/ourteam/Samuel_Osei/more/',
  ]) {
    test(`${path} shows Provider Not Found with a link back to the team`, async ({ page }) => {
      const uncaught: Error[] = [];
      page.on('pageerror', (error) => uncaught.push(error));
      await page.goto(path);
      await expect(h1(page)).toHaveText('Provider Not Found');
      await expect(page).toHaveTitle('Provider Not Found | Omega Health Care');
      await expect(page.getByRole('navigation', { name: 'Main' })).toBeVisible();
      await expect(page.getByRole('contentinfo')).toBeVisible();
      await expectNoAxeViolations(page);
      await page.getByRole('link', { name: 'Back to our team' }).click();
      await expect(page).toHaveURL(/\/ourteam\/$/);
      await expect(h1(page)).toHaveText('MEET THE TEAM');
      expect(uncaught).toEqual([]);
    });
  }

  test('profiles fit a 360 px screen without horizontal scrolling', async ({ page }) => {
    await page.setViewportSize({ width: 360, height: 800 });
    for (const member of team) {
      await page.goto(`/ourteam/${member.id}/`);
      await expect(h1(page)).toHaveText(member.name);
      expect(await horizontalOverflow(page)).toBeLessThanOrEqual(0);
    }
  });
});
