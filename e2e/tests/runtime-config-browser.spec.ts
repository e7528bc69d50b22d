import { expect, test } from '../support/fixtures';

/**
 * The browser checks the runtime config its page hands it as the shell's server does. A page whose
 * config has no remote list (rewritten here, in this browser only) still hydrates: the problem is
 * on the console in the server's words, the server's HTML stays, and the remote the app cannot
 * register shows its notice with Retry.
 */

// Chromium treats a document a test has rewritten as coming from the public internet, and asks
// before it lets that reach the remotes on this machine's loopback: the visitor's answer is yes.
test.use({ permissions: ['local-network-access'] });

test('a page whose config has no remotes hydrates, reports it, and shows the notice with Retry', async ({
  page,
}) => {
  const errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  let rewritten = false;
  await page.route('**/ourteam/', async (route) => {
    const response = await route.fetch();
    const html = await response.text();
    const body = html.replace(/("config":\{)"remotes":\[[^\]]*\],/, '$1');
    rewritten = body !== html;
    await route.fulfill({ response, body });
  });

  await page.goto('/ourteam/'); // resolves once the app has hydrated and every slot has settled
  expect(rewritten).toBe(true);
  expect(errors).toContain('runtime-config.json: remotes must be a list');
  const notice = page
    .getByRole('alert')
    .filter({ hasText: 'Our team page is temporarily unavailable' });
  await expect(notice.getByRole('button', { name: 'Retry' })).toBeVisible();
  // What the team's server rendered stays readable under the notice.
  await expect(page.getByRole('heading', { level: 1, name: 'MEET THE TEAM' })).toBeVisible();
});
