import axios, { AxiosError, type AxiosResponse } from 'axios';
import { failureMessage, sendApplication } from './send-application';

const EMAIL = 'info@omegahealth.example';

afterEach(() => jest.restoreAllMocks());

test('posts the role, then every file as fileField, and reports progress', async () => {
  const post = jest.spyOn(axios, 'post').mockImplementation(async (_url, _body, config) => {
    config?.onUploadProgress?.({ loaded: 25, total: 100, bytes: 25, lengthComputable: true });
    config?.onUploadProgress?.({
      loaded: 50,
      total: undefined,
      bytes: 25,
      lengthComputable: false,
    });
    return { data: { id: 'abc', role: 'Registered Nurse', files: 2 } };
  });
  const files = [
    new File(['%PDF-1.7'], 'resume.pdf', { type: 'application/pdf' }),
    new File(['PK'], 'letter.docx'),
  ];
  const onProgress = jest.fn();
  const signal = new AbortController().signal;

  const receipt = await sendApplication(
    'https://upload.example/upload_form',
    'Registered Nurse',
    files,
    {
      onProgress,
      signal,
    },
  );

  expect(receipt).toEqual({ id: 'abc', role: 'Registered Nurse', files: 2 });
  const [url, body, config] = post.mock.calls[0];
  expect(url).toBe('https://upload.example/upload_form');
  const form = body as FormData;
  expect(Array.from(form.keys())).toEqual(['role', 'fileField', 'fileField']);
  expect(form.get('role')).toBe('Registered Nurse');
  expect((form.getAll('fileField') as File[]).map((file) => file.name)).toEqual([
    'resume.pdf',
    'letter.docx',
  ]);
  expect(config?.signal).toBe(signal);
  expect(onProgress.mock.calls).toEqual([[0.25]]);
});

describe('failureMessage', () => {
  const refusal = (status: number, data: unknown) =>
    new AxiosError('Request failed', 'ERR_BAD_REQUEST', undefined, undefined, {
      status,
      data,
    } as AxiosResponse);
  const general = `We could not upload your files. Please try again or e-mail us at ${EMAIL}.`;

  test('a network failure, a server error or anything else gets the general message', () => {
    expect(failureMessage(new AxiosError('Network Error', 'ERR_NETWORK'), EMAIL)).toBe(general);
    expect(failureMessage(refusal(500, { error: 'disk full' }), EMAIL)).toBe(general);
    expect(failureMessage(refusal(404, '<html>'), EMAIL)).toBe(general);
    expect(failureMessage(new Error('boom'), EMAIL)).toBe(general);
  });

  test('a refusal the function explains is shown in its words, with the e-mail address', () => {
    expect(failureMessage(refusal(429, { error: 'Too many applications.' }), EMAIL)).toBe(
      `Too many applications. If the problem continues, e-mail us at ${EMAIL}.`,
    );
  });
});
