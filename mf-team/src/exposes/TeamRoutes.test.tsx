import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { jsonLdBlocks } from '@practice/tooling/json-ld';
import { renderTeamRoute } from '../testing/render-team-route';

const h1 = () => screen.getByRole('heading', { level: 1 });

describe('TeamRoutes', () => {
  it.each(['/ourteam', '/ourteam/'])('shows the team page at %s', (path) => {
    renderTeamRoute(path);
    expect(h1()).toHaveTextContent('MEET THE TEAM');
  });

  it.each(['/ourteam/Priya_Raman', '/ourteam/Priya_Raman/'])('shows the profile at %s', (path) => {
    renderTeamRoute(path);
    expect(h1()).toHaveTextContent('Dr. Priya Raman');
  });

  it.each([
    '/ourteam/Nobody_Here/',
    '/ourteam/priya_raman',
    '/ourteam/Priya_Raman/extra',
    '/ourteam/%3Cscript%3E',
  ])('shows Provider Not Found for %s, with a way back to the team', async (path) => {
    renderTeamRoute(path);
    expect(h1()).toHaveTextContent('Provider Not Found');
    expect(document.title).toBe('Provider Not Found | Omega Health Care');
    expect(jsonLdBlocks()).toEqual([]);
    await userEvent.click(screen.getByRole('link', { name: 'Back to our team' }));
    expect(h1()).toHaveTextContent('MEET THE TEAM');
  });
});
