import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { standaloneSite } from '@practice/shared-types/fixtures';
import { positions } from '../../content/positions';
import { CareersPage } from './CareersPage';

const UPLOAD_URL = 'https://upload.example/upload_form';

function renderPage() {
  return render(<CareersPage site={standaloneSite} uploadUrl={UPLOAD_URL} />);
}

test('sets its title and description, with one h1: the CAREERS banner', () => {
  renderPage();
  expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('CAREERS');
  expect(document.title).toBe('Careers | Omega Health Care');
  expect(document.querySelector('meta[name="description"]')).toHaveAttribute(
    'content',
    expect.stringMatching(/^Join Omega Health Care in Millbrook, NJ/),
  );
});

test('introduces the practice and lists the open positions to jump to', () => {
  renderPage();
  expect(
    screen.getByRole('heading', { level: 2, name: 'Build Your Career With Omega Health Care' }),
  ).toBeInTheDocument();
  const jump = screen.getByRole('navigation', { name: 'Go straight to a position:' });
  expect(
    within(jump)
      .getAllByRole('link')
      .map((link) => link.getAttribute('href')),
  ).toEqual(positions.map((position) => `#position-${position.id}`));
});

test('shows the seven positions with every part of each', () => {
  renderPage();
  const cards = screen.getAllByRole('article');
  expect(cards).toHaveLength(7);
  cards.forEach((card, index) => {
    const position = positions[index];
    expect(card).toHaveAccessibleName(position.position);
    expect(within(card).getByRole('heading', { level: 3 })).toHaveAttribute(
      'id',
      `position-${position.id}`,
    );
    expect(card).toHaveTextContent(`Location: ${position.location}`);
    for (const heading of ['Qualification', 'Experience', 'Responsibilities', 'More Information']) {
      expect(within(card).getByRole('heading', { level: 4, name: heading })).toBeInTheDocument();
    }
    expect(within(card).getByText(position.qualification)).toBeInTheDocument();
    expect(within(card).getByText(position.experience)).toBeInTheDocument();
    expect(within(card).getAllByRole('listitem')).toHaveLength(position.responsibilities.length);
    expect(within(card).getByText(position.moreInfo)).toBeInTheDocument();
  });
});

test('each position offers its description and the applicant form as PDF downloads', () => {
  renderPage();
  const nurse = screen.getByRole('article', { name: 'Registered Nurse' });
  const description = within(nurse).getByRole('link', {
    name: 'Position description for Registered Nurse (PDF)',
  });
  expect(description).toHaveAttribute('href', '/positions/registered-nurse.pdf');
  expect(description).toHaveAttribute('download', 'Omega-Health-Care-Registered-Nurse.pdf');
  expect(description).toHaveAttribute('target', '_blank');
  expect(description).toHaveAttribute('rel', 'noopener noreferrer');

  const form = within(nurse).getByRole('link', {
    name: 'Applicant form for Registered Nurse (PDF)',
  });
  expect(form).toHaveAttribute('href', '/forms/applicant-form.pdf');
  expect(form).toHaveAttribute('download', 'Omega-Health-Care-Applicant-Form.pdf');
});

test('Apply now opens the upload modal for that position', async () => {
  const user = userEvent.setup();
  renderPage();
  expect(screen.queryByRole('dialog')).not.toBeInTheDocument();

  await user.click(screen.getByRole('button', { name: 'Apply now for Medical Assistant' }));
  expect(screen.getByRole('dialog', { name: 'Apply for Medical Assistant' })).toBeInTheDocument();

  await user.keyboard('{Escape}');
  expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  expect(screen.getByRole('button', { name: 'Apply now for Medical Assistant' })).toHaveFocus();
});

test('offers the practice e-mail and phone for questions', () => {
  renderPage();
  expect(screen.getByRole('link', { name: 'info@omegahealth.example' })).toHaveAttribute(
    'href',
    'mailto:info@omegahealth.example',
  );
  expect(screen.getByRole('link', { name: '(732) 555-0142' })).toHaveAttribute(
    'href',
    'tel:+17325550142',
  );
});

test('tells applicants who gets their files and when they are deleted', () => {
  renderPage();
  expect(
    screen.getByText(/Your files go only to our hiring team and are deleted after 180 days\.$/),
  ).toBeInTheDocument();
});
