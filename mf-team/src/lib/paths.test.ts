import { profilePath, TEAM_PATH } from './paths';

describe('team paths', () => {
  it('puts each profile under the team page, with a trailing slash', () => {
    expect(TEAM_PATH).toBe('/ourteam/');
    expect(profilePath('Samuel_Osei')).toBe('/ourteam/Samuel_Osei/');
  });
});
