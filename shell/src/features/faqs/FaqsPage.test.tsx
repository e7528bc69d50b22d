import { screen, within } from '@testing-library/react';
import { site } from '../../config/site';
import { faqs } from '../../content/faqs';
import { renderAt } from '../../testing/render-at';
import { FaqsPage } from './FaqsPage';

/** The item whose summary is the question; opening and closing are the browser's own
 * (e2e/tests/shell-interactions.spec.ts and no-script.spec.ts). */
const item = (question: string) =>
  screen.getByRole('heading', { level: 3, name: question }).closest('details')!;

describe('FaqsPage', () => {
  beforeEach(() => renderAt('/FAQs', <FaqsPage />));

  it('shows the hero and the eleven questions, the first one open', () => {
    expect(screen.getByRole('heading', { level: 1, name: 'FAQs' })).toBeInTheDocument();
    expect(screen.getByText('Frequently Asked Questions')).toBeInTheDocument();
    const items = faqs.map((faq) => item(faq.question));
    expect(items.map((details) => details.open)).toEqual([true, ...Array(10).fill(false)]);
  });

  it('lets several answers stay open (no shared name), each question in its summary', () => {
    const items = faqs.map((faq) => item(faq.question));
    expect(items.filter((details) => details.hasAttribute('name'))).toEqual([]);
    for (const [index, details] of items.entries()) {
      expect(details.querySelector(':scope > summary')).toHaveTextContent(faqs[index]!.question);
    }
  });

  it('puts the configured phone number, as a tel: link, where an answer names it', () => {
    const answer = item(faqs[3]!.question);
    expect(answer).not.toHaveTextContent('{phone}');
    expect(within(answer).getByRole('link', { name: site.phone, hidden: true })).toHaveAttribute(
      'href',
      `tel:${site.phoneHref}`,
    );
  });

  it('closes with BOOK APPOINTMENT opening the booking page in a new tab', () => {
    expect(
      screen.getByRole('heading', {
        name: 'Ready to prioritize your health with a team that cares?',
      }),
    ).toBeInTheDocument();
    const book = screen.getByRole('link', { name: /BOOK APPOINTMENT/ });
    expect(book).toHaveAttribute('href', site.links.booking);
    expect(book).toHaveAttribute('target', '_blank');
    expect(book).toHaveAttribute('rel', 'noopener noreferrer');
  });
});
