import { cleanup, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import { standaloneSite } from '@practice/shell/standalone-site';
import { expectCrisisLineWhereNeeded } from '@practice/tooling/crisis-line';
import { positions } from '../content/positions';
import { CareersPage } from './CareersPage';

const UPLOAD_URL = 'https://upload.example/upload_form';

function renderPage(address = '/career/') {
  return render(
    <MemoryRouter initialEntries={[address]}>
      <CareersPage site={standaloneSite} uploadUrl={UPLOAD_URL} />
    </MemoryRouter>,
  );
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

describe('the application form, which needs no script', () => {
  const form = () => screen.getByRole('form', { name: 'Apply online' });

  test('posts the position and files as multipart to the upload function', () => {
    renderPage();
    expect(form()).toHaveAttribute('method', 'post');
    expect(form()).toHaveAttribute('enctype', 'multipart/form-data');
    expect(form()).toHaveAttribute('action', UPLOAD_URL);
    const position = within(form()).getByRole('combobox', { name: 'Position' });
    expect(position).toHaveAttribute('name', 'role');
    expect(position).toBeRequired();
    expect(position).toHaveValue('');
    expect(
      within(position)
        .getAllByRole('option')
        .map((option) => option.getAttribute('value')),
    ).toEqual(['', ...positions.map((entry) => entry.position)]);
    const files = within(form()).getByLabelText('Your documents');
    expect(files).toHaveAttribute('type', 'file');
    expect(files).toHaveAttribute('name', 'fileField');
    expect(files).toHaveAttribute('multiple');
    expect(files).toBeRequired();
    expect(files).toHaveAccessibleDescription(/PDF or Word documents .* 10 MB in total\.$/);
    expect(within(form()).getByRole('button', { name: 'Send application' })).toHaveAttribute(
      'type',
      'submit',
    );
  });

  test('has the position chosen that Apply now asked for, and ignores one that is not open', () => {
    renderPage('/career/?role=Medical%20Assistant');
    expect(within(form()).getByRole('combobox', { name: 'Position' })).toHaveValue(
      'Medical Assistant',
    );
    cleanup();
    renderPage('/career/?role=Chief%20Surgeon');
    expect(within(form()).getByRole('combobox', { name: 'Position' })).toHaveValue('');
  });

  test('without script, Apply now leads to the form with its position', () => {
    renderPage();
    const apply = screen.getByRole('button', { name: 'Apply now for Registered Nurse' });
    expect(apply).toHaveAttribute('type', 'submit');
    expect(apply).toHaveAttribute('name', 'role');
    expect(apply).toHaveAttribute('value', 'Registered Nurse');
    expect(apply.closest('form')).toHaveAttribute('method', 'get');
    expect(apply.closest('form')).toHaveAttribute('action', '/career/#apply');
  });

  test('with script, a selection that cannot be sent is refused before sending', async () => {
    const user = userEvent.setup({ applyAccept: false });
    renderPage();
    const files = within(form()).getByLabelText('Your documents');
    await user.upload(files, new File(['hello'], 'notes.txt', { type: 'text/plain' }));
    expect(within(form()).getByRole('alert')).toHaveTextContent(
      'Please upload only PDF or Word documents.',
    );
    expect(files).toHaveAttribute('aria-invalid', 'true');
    expect((files as HTMLInputElement).files).toHaveLength(0);
  });
});

test('speaking of mental health and addiction care, carries the crisis line (988 and 911)', () => {
  const { container } = renderPage();
  expectCrisisLineWhereNeeded('/career/', container);
  expect(screen.getByRole('link', { name: '988' })).toHaveAttribute('href', 'tel:988');
  expect(screen.getByRole('link', { name: '911' })).toHaveAttribute('href', 'tel:911');
});
