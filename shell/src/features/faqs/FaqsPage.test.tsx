import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { site } from '../../config/site';
import { faqs } from '../../content/faqs';
import { renderAt } from '../../testing/renderAt';
import { FaqsPage } from './FaqsPage';

const question = (name: string) => screen.getByRole('button', { name });
const panelOf = (button: HTMLElement) =>
  document.getElementById(button.getAttribute('aria-controls')!)!;

describe('FaqsPage', () => {
  beforeEach(() => renderAt('/FAQs', <FaqsPage />));

  it('shows the hero and the eleven questions, the first one open', () => {
    expect(screen.getByRole('heading', { level: 1, name: 'FAQs' })).toBeInTheDocument();
    expect(screen.getByText('Frequently Asked Questions')).toBeInTheDocument();
    const buttons = faqs.map((faq) => question(faq.question));
    expect(buttons).toHaveLength(11);
    expect(buttons.map((button) => button.getAttribute('aria-expanded'))).toEqual([
      'true',
      ...Array(10).fill('false'),
    ]);
    expect(panelOf(buttons[0]!)).toBeVisible();
    expect(panelOf(buttons[1]!)).not.toBeVisible();
  });

  it('opens several answers at once and closes each on its own', async () => {
    const second = question(faqs[1]!.question);
    const third = question(faqs[2]!.question);
    await userEvent.click(second);
    await userEvent.click(third);
    expect(panelOf(question(faqs[0]!.question))).toBeVisible();
    expect(panelOf(second)).toBeVisible();
    expect(third).toHaveAttribute('aria-expanded', 'true');
    await userEvent.click(second);
    expect(second).toHaveAttribute('aria-expanded', 'false');
    expect(panelOf(second)).not.toBeVisible();
    expect(panelOf(third)).toBeVisible();
  });

  it('toggles from the keyboard', async () => {
    const first = question(faqs[0]!.question);
    first.focus();
    await userEvent.keyboard('{Enter}');
    expect(first).toHaveAttribute('aria-expanded', 'false');
    await userEvent.keyboard(' ');
    expect(first).toHaveAttribute('aria-expanded', 'true');
  });

  it('puts the configured phone number, as a tel: link, where an answer names it', async () => {
    const scheduling = question(faqs[3]!.question);
    await userEvent.click(scheduling);
    const answer = panelOf(scheduling);
    expect(answer).not.toHaveTextContent('{phone}');
    expect(within(answer).getByRole('link', { name: site.phone })).toHaveAttribute(
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
