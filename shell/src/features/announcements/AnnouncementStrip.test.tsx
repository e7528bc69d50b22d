import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { announcements } from '../../content/announcements';
import { renderAt } from '../../testing/render-at';
import { AnnouncementStrip } from './AnnouncementStrip';

const strip = () => screen.getByRole('complementary', { name: 'Announcements' });

/** The announcement on show: the one slide that is not hidden (from view and assistive tech). */
const SLIDE = /^\d of \d$/;
const current = () => within(strip()).getByRole('group', { name: SLIDE }).textContent ?? '';

describe('AnnouncementStrip', () => {
  it('shows one announcement at a time with its link; the hidden ones are inert', () => {
    renderAt('/', <AnnouncementStrip />);
    expect(current()).toContain(announcements[0]!.description);
    const visible = within(strip()).getByRole('group', { name: '1 of 3' });
    expect(within(visible).getByRole('link', { name: announcements[0]!.linkName })).toHaveAttribute(
      'href',
      announcements[0]!.link,
    );
    const hidden = [...strip().querySelectorAll('[aria-roledescription="slide"]')].filter(
      (slide) => slide !== visible,
    );
    expect(hidden).toHaveLength(announcements.length - 1);
    for (const slide of hidden) {
      expect(slide).toHaveAttribute('aria-hidden', 'true');
      expect(slide).toHaveAttribute('inert');
    }
  });

  describe('rotation', () => {
    beforeEach(() => jest.useFakeTimers());
    afterEach(() => jest.useRealTimers());
    const user = () => userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
    const wait = (ms: number) => act(() => jest.advanceTimersByTime(ms));

    it('moves on by itself after 6 seconds, rests 6 seconds after each 15-second glide, and loops', () => {
      renderAt('/', <AnnouncementStrip />);
      wait(5900);
      expect(current()).toContain(announcements[0]!.description);
      wait(200);
      expect(current()).toContain(announcements[1]!.description);
      wait(20_800);
      expect(current()).toContain(announcements[1]!.description);
      wait(200);
      expect(current()).toContain(announcements[2]!.description);
      wait(21_000);
      expect(current()).toContain(announcements[0]!.description);
    });

    it('holds still while the pointer or the focus is inside', async () => {
      renderAt('/', <AnnouncementStrip />);
      const pointer = user();
      const link = within(strip()).getByRole('link', { name: announcements[0]!.linkName });
      await pointer.hover(link);
      wait(30_000);
      expect(current()).toContain(announcements[0]!.description);
      await pointer.unhover(link);
      act(() => link.focus());
      wait(30_000);
      expect(link).toHaveFocus();
      act(() => link.blur());
      wait(6100);
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
