import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { announcements } from '../../content/announcements';
import { renderAt } from '../../testing/renderAt';
import { AnnouncementStrip } from './AnnouncementStrip';

const strip = () => screen.getByRole('complementary', { name: 'Announcements' });

/** The announcement on show: the one slide that is not hidden. */
const current = () =>
  strip().querySelector('.slick-slide:not([aria-hidden="true"])')?.textContent ?? '';

describe('AnnouncementStrip', () => {
  it('shows one announcement at a time with its link', () => {
    renderAt('/', <AnnouncementStrip />);
    expect(current()).toContain(announcements[0]!.description);
    const visible = strip().querySelector('.slick-slide:not([aria-hidden="true"])') as HTMLElement;
    expect(within(visible).getByRole('link', { name: announcements[0]!.linkName })).toHaveAttribute(
      'href',
      announcements[0]!.link,
    );
  });

  describe('rotation', () => {
    beforeEach(() => jest.useFakeTimers());
    afterEach(() => jest.useRealTimers());
    const user = () => userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
    const wait = (ms: number) => act(() => jest.advanceTimersByTime(ms));

    it('moves on by itself after 6 seconds', () => {
      renderAt('/', <AnnouncementStrip />);
      wait(5900);
      expect(current()).toContain(announcements[0]!.description);
      wait(200);
      expect(current()).toContain(announcements[1]!.description);
    });

    it('stops while paused and resumes with the visible control', async () => {
      renderAt('/', <AnnouncementStrip />);
      await user().click(screen.getByRole('button', { name: 'Pause announcements' }));
      wait(30_000);
      expect(current()).toContain(announcements[0]!.description);
      await user().click(screen.getByRole('button', { name: 'Play announcements' }));
      expect(screen.getByRole('button', { name: 'Pause announcements' })).toBeInTheDocument();
      wait(6100);
      expect(current()).toContain(announcements[1]!.description);
    });

    it('starts paused for visitors who prefer reduced motion', () => {
      const matchMedia = jest.spyOn(window, 'matchMedia').mockImplementation(
        (query) =>
          ({
            matches: query === '(prefers-reduced-motion: reduce)',
            media: query,
            addEventListener: () => undefined,
            removeEventListener: () => undefined,
            addListener: () => undefined,
            removeListener: () => undefined,
          }) as unknown as MediaQueryList,
      );
      renderAt('/', <AnnouncementStrip />);
      expect(screen.getByRole('button', { name: 'Play announcements' })).toBeInTheDocument();
      wait(30_000);
      expect(current()).toContain(announcements[0]!.description);
      matchMedia.mockRestore();
    });
  });
});
