import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { AxiosError, type AxiosResponse } from 'axios';
import { useState } from 'react';
import type { UploadReceipt } from '@practice/shared-types';
import { MAX_TOTAL_BYTES } from '../../lib/upload-rules';
import { sendApplication, type SendOptions } from './send-application';
import { UploadDialog } from './UploadDialog';

jest.mock('./send-application', () => ({
  ...jest.requireActual('./send-application'),
  sendApplication: jest.fn(),
}));
const send = jest.mocked(sendApplication);

const EMAIL = 'careers@omegahealth.example';
const UPLOAD_URL = 'https://upload.example/upload_form';
const TYPE_ERROR = 'Please upload only PDF or Word documents.';
const SIZE_ERROR = 'Total file size should be equal to or less than 10 MB.';
const FAILURE = `We could not upload your files. Please try again or e-mail us at ${EMAIL}.`;

/** A page with the button that opens the modal, as the careers page has. */
function Harness() {
  const [open, setOpen] = useState(false);
  return (
    <div>
      <button type="button" onClick={() => setOpen(true)}>
        Apply now
      </button>
      {open && (
        <UploadDialog
          position="Registered Nurse"
          uploadUrl={UPLOAD_URL}
          email={EMAIL}
          onClose={() => setOpen(false)}
        />
      )}
    </div>
  );
}

function pdf(name: string, size = 2048): File {
  const file = new File(['%PDF-1.7'], name, { type: 'application/pdf' });
  Object.defineProperty(file, 'size', { value: size });
  return file;
}

/** A request the test finishes by hand. */
function pendingRequest() {
  let options!: SendOptions;
  let finish!: (receipt: UploadReceipt) => void;
  let fail!: (error: unknown) => void;
  send.mockImplementationOnce((_url, _role, _files, given) => {
    options = given;
    return new Promise<UploadReceipt>((resolve, reject) => {
      finish = resolve;
      fail = reject;
    });
  });
  return {
    progress: (share: number) => act(() => options.onProgress(share)),
    succeed: () => act(async () => finish({ id: 'K7QM-3XD9', role: 'Registered Nurse', files: 1 })),
    fail: (error: unknown) => act(async () => fail(error)),
    signal: () => options.signal,
  };
}

async function openDialog() {
  // The picker's `accept` would hide other types; a visitor can still pick "All files".
  const user = userEvent.setup({ applyAccept: false });
  render(<Harness />);
  await user.click(screen.getByRole('button', { name: 'Apply now' }));
  const dialog = screen.getByRole('dialog', { name: 'Apply for Registered Nurse' });
  const picker = within(dialog).getByLabelText('Choose files');
  const submit = within(dialog).getByRole('button', { name: 'Submit application' });
  return { user, dialog, picker, submit };
}

beforeEach(() => send.mockReset());

describe('opening', () => {
  test('is a modal dialog named by the position, with focus on the file picker', async () => {
    const { dialog, picker, submit } = await openDialog();
    expect(dialog).toHaveAttribute('aria-modal', 'true');
    expect(dialog).toHaveAccessibleDescription(/PDF or Word documents \(\.pdf, \.doc, \.docx\)/);
    expect(picker).toHaveFocus();
    expect(picker).toHaveAttribute('multiple');
    expect(within(dialog).getByText('No files chosen')).toBeInTheDocument();
    expect(submit).toBeDisabled();
  });

  test('makes the rest of the page inert until it closes', async () => {
    const { user, dialog } = await openDialog();
    const opener = screen.getByRole('button', { name: 'Apply now', hidden: true });
    expect(opener.closest('[inert]')).not.toBeNull();
    expect(document.body.style.overflow).toBe('hidden');

    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(opener.closest('[inert]')).toBeNull();
    expect(document.body.style.overflow).toBe('');
  });
});

describe('choosing files', () => {
  test('PDF and Word files are listed with their sizes, and Submit is enabled', async () => {
    const { user, dialog, picker, submit } = await openDialog();
    await user.upload(picker, [
      pdf('Resume.pdf', 250 * 1024),
      new File(['PK'], 'Cover letter.docx', {
        type: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
      }),
    ]);

    const list = within(dialog).getByRole('list', { name: 'Chosen files' });
    expect(
      within(list)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['Resume.pdf250 KB', 'Cover letter.docx1 KB']);
    expect(within(dialog).getByText('2 files, 250 KB')).toBeInTheDocument();
    expect(submit).toBeEnabled();
    expect(within(dialog).queryByRole('alert')).not.toBeInTheDocument();
  });

  test('a Word file the browser reports as octet-stream or without a type is accepted', async () => {
    const { user, dialog, picker, submit } = await openDialog();
    await user.upload(picker, [
      new File(['doc'], 'References.doc', { type: 'application/octet-stream' }),
      new File(['doc'], 'Cover letter.doc'),
    ]);

    expect(within(dialog).queryByRole('alert')).not.toBeInTheDocument();
    expect(within(dialog).getByRole('list', { name: 'Chosen files' })).toHaveTextContent(
      'References.doc',
    );
    expect(submit).toBeEnabled();
  });

  test('another type shows the type message, clears the selection and disables Submit', async () => {
    const { user, dialog, picker, submit } = await openDialog();
    await user.upload(picker, [pdf('Resume.pdf')]);
    await user.upload(picker, [
      pdf('Resume.pdf'),
      new File(['x'], 'photo.png', { type: 'image/png' }),
    ]);

    expect(within(dialog).getByRole('alert')).toHaveTextContent(TYPE_ERROR);
    expect(within(dialog).queryByRole('list', { name: 'Chosen files' })).not.toBeInTheDocument();
    expect(within(dialog).getByText('No files chosen')).toBeInTheDocument();
    expect(picker).toHaveAttribute('aria-invalid', 'true');
    expect(submit).toBeDisabled();
  });

  test('more than 10 MB in total shows the size message, clears the selection and disables Submit', async () => {
    const { user, dialog, picker, submit } = await openDialog();
    await user.upload(picker, [
      pdf('a.pdf', MAX_TOTAL_BYTES / 2),
      pdf('b.pdf', MAX_TOTAL_BYTES / 2 + 1),
    ]);

    expect(within(dialog).getByRole('alert')).toHaveTextContent(SIZE_ERROR);
    expect(within(dialog).getByText('No files chosen')).toBeInTheDocument();
    expect(submit).toBeDisabled();
  });

  test('exactly 10 MB is fine, and a good selection replaces an error', async () => {
    const { user, dialog, picker, submit } = await openDialog();
    await user.upload(picker, [new File(['x'], 'notes.txt', { type: 'text/plain' })]);
    expect(submit).toBeDisabled();

    await user.upload(picker, [
      pdf('a.pdf', MAX_TOTAL_BYTES / 2),
      pdf('b.pdf', MAX_TOTAL_BYTES / 2),
    ]);
    expect(within(dialog).queryByRole('alert')).not.toBeInTheDocument();
    expect(submit).toBeEnabled();
  });
});

describe('sending', () => {
  test('shows a spinner and the upload progress, then the success message', async () => {
    const { user, dialog, picker, submit } = await openDialog();
    const request = pendingRequest();
    const resume = pdf('Resume.pdf');
    await user.upload(picker, [resume]);
    await user.click(submit);

    expect(send).toHaveBeenCalledWith(UPLOAD_URL, 'Registered Nurse', [resume], expect.anything());
    const sending = within(dialog).getByRole('button', { name: 'Uploading…' });
    expect(sending).toBeDisabled();
    expect(sending.querySelector('[aria-hidden="true"]')).not.toBeNull(); // the spinner
    expect(picker).toBeDisabled();
    const progress = within(dialog).getByRole('progressbar', { name: 'Upload progress' });
    expect(progress).toHaveValue(0);

    request.progress(0.42);
    expect(progress).toHaveValue(42);
    expect(within(dialog).getByText('42%')).toBeInTheDocument();

    await request.succeed();
    expect(within(dialog).getByRole('status')).toHaveTextContent(
      /^Files successfully uploaded! Your reference is K7QM-3XD9\.$/,
    );
    expect(within(dialog).queryByRole('progressbar')).not.toBeInTheDocument();
    expect(within(dialog).getByText('No files chosen')).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'Submit application' })).toBeDisabled();
    expect(within(dialog).getByRole('button', { name: 'Done' })).toBeEnabled();
  });

  test('a network failure keeps the files, says what to do, and a retry can succeed', async () => {
    const { user, dialog, picker, submit } = await openDialog();
    const resume = pdf('Resume.pdf');
    await user.upload(picker, [resume]);
    const first = pendingRequest();
    await user.click(submit);
    await first.fail(new AxiosError('Network Error', 'ERR_NETWORK'));

    expect(within(dialog).getByRole('alert')).toHaveTextContent(FAILURE);
    expect(within(dialog).getByRole('list', { name: 'Chosen files' })).toHaveTextContent(
      'Resume.pdf',
    );
    expect(submit).toBeEnabled();

    const retry = pendingRequest();
    await user.click(submit);
    expect(send).toHaveBeenLastCalledWith(
      UPLOAD_URL,
      'Registered Nurse',
      [resume],
      expect.anything(),
    );
    expect(within(dialog).queryByRole('alert')).not.toBeInTheDocument();
    await retry.succeed();
    expect(within(dialog).getByRole('status')).toHaveTextContent(
      'Files successfully uploaded! Your reference is K7QM-3XD9.',
    );
  });

  test('a refusal the function explains is shown in its words', async () => {
    const { user, dialog, picker, submit } = await openDialog();
    await user.upload(picker, [pdf('Resume.pdf')]);
    const request = pendingRequest();
    await user.click(submit);
    const refusal =
      '"Resume.pdf" is not a PDF or Word document. Please upload only PDF or Word documents.';
    await request.fail(
      new AxiosError('Request failed', 'ERR_BAD_REQUEST', undefined, undefined, {
        status: 415,
        data: { error: refusal },
      } as AxiosResponse),
    );

    expect(within(dialog).getByRole('alert')).toHaveTextContent(
      `${refusal} If the problem continues, e-mail us at ${EMAIL}.`,
    );
    expect(submit).toBeEnabled();
  });
});

describe('closing', () => {
  test.each([
    [
      'the close button',
      (user: ReturnType<typeof userEvent.setup>) =>
        user.click(screen.getByRole('button', { name: 'Close' })),
    ],
    [
      'Cancel',
      (user: ReturnType<typeof userEvent.setup>) =>
        user.click(screen.getByRole('button', { name: 'Cancel' })),
    ],
    ['Escape', (user: ReturnType<typeof userEvent.setup>) => user.keyboard('{Escape}')],
  ])('%s closes it, returns focus and clears files and messages', async (_how, close) => {
    const { user, picker } = await openDialog();
    await user.upload(picker, [new File(['x'], 'photo.png', { type: 'image/png' })]);
    expect(screen.getByRole('alert')).toHaveTextContent(TYPE_ERROR);

    await close(user);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    const opener = screen.getByRole('button', { name: 'Apply now' });
    expect(opener).toHaveFocus();

    await user.click(opener);
    const dialog = screen.getByRole('dialog');
    expect(within(dialog).queryByRole('alert')).not.toBeInTheDocument();
    expect(within(dialog).getByText('No files chosen')).toBeInTheDocument();
  });

  test('closing while sending cancels the request and forgets the success and progress', async () => {
    const { user, picker, submit } = await openDialog();
    await user.upload(picker, [pdf('Resume.pdf')]);
    const request = pendingRequest();
    await user.click(submit);
    await user.keyboard('{Escape}');

    expect(request.signal().aborted).toBe(true);
    await user.click(screen.getByRole('button', { name: 'Apply now' }));
    const dialog = screen.getByRole('dialog');
    expect(within(dialog).queryByRole('progressbar')).not.toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'Submit application' })).toBeDisabled();
  });

  test('after a success, reopening starts afresh', async () => {
    const { user, picker, submit } = await openDialog();
    await user.upload(picker, [pdf('Resume.pdf')]);
    const request = pendingRequest();
    await user.click(submit);
    await request.succeed();
    await user.click(screen.getByRole('button', { name: 'Done' }));

    await user.click(screen.getByRole('button', { name: 'Apply now' }));
    await waitFor(() => expect(screen.getByRole('dialog')).toBeInTheDocument());
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
  });
});

describe('keyboard', () => {
  test('Tab and Shift+Tab stay inside the dialog', async () => {
    const { user, dialog, picker } = await openDialog();
    await user.upload(picker, [pdf('Resume.pdf')]);
    const close = within(dialog).getByRole('button', { name: 'Close' });
    const cancel = within(dialog).getByRole('button', { name: 'Cancel' });

    cancel.focus();
    await user.tab();
    expect(close).toHaveFocus();
    await user.tab({ shift: true });
    expect(cancel).toHaveFocus();
    await user.tab({ shift: true });
    expect(within(dialog).getByRole('button', { name: 'Submit application' })).toHaveFocus();
  });

  test('Tab brings focus back into the dialog when it has dropped to the page', async () => {
    const { user, dialog, picker, submit } = await openDialog();
    await user.upload(picker, [pdf('Resume.pdf')]);
    pendingRequest();
    await user.click(submit); // Submit is disabled while sending: focus is left on nothing usable

    await user.tab();
    expect(dialog).toContainElement(document.activeElement as HTMLElement);
  });
});
