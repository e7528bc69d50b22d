/** @jest-environment node */
import { standaloneSite } from '@practice/shell/standalone-site';
import { positions } from './content/positions';
import { pages, renderFragment } from './server';

const props = { site: standaloneSite, uploadUrl: 'https://upload.example/upload_form' };
const careers = (path: string, given: unknown = props, search = '') =>
  renderFragment({ expose: 'CareersPage', path, search, props: given });

test('owns one page, /career/', () => {
  expect(pages()).toEqual(['/career/']);
});

test.each(['/career/', '/career'])(
  'renders %s with its heading, positions and head',
  async (path) => {
    const { status, head, body } = await careers(path);
    expect(status).toBe(200);
    expect(body).toMatch(/<h1[^>]*>CAREERS<\/h1>/u);
    for (const position of positions) expect(body).toContain(`id="position-${position.id}"`);
    expect(head).toContain('<title>Careers | Omega Health Care</title>');
    expect(head).toContain('<meta name="description"');
    // The upload dialog is closed at first: nothing is portalled on the server.
    expect(body).not.toContain('role="dialog"');
  },
);

test('rejects an unknown expose and props without an upload URL, with 404 and 400', async () => {
  await expect(
    renderFragment({ expose: 'UploadDialog', path: '/career/', search: '', props }),
  ).rejects.toMatchObject({
    status: 404,
    message: expect.stringMatching(/Unknown expose 'UploadDialog'/u),
  });
  await expect(careers('/career/', { site: standaloneSite })).rejects.toMatchObject({
    status: 400,
    message: expect.stringMatching(/^CareersPage: uploadUrl: /u),
  });
  await expect(careers('/career/', { uploadUrl: 'x' })).rejects.toMatchObject({
    status: 400,
    message: expect.stringMatching(/^CareersPage: site: /u),
  });
});

test('renders the application form that works without script, the position asked for chosen', async () => {
  const { body } = await careers('/career/', props, '?role=Registered+Nurse');
  const tag = (pattern: RegExp) => body.match(pattern)?.[0] ?? '';
  const upload = tag(/<form [^>]*method="post"[^>]*>/u);
  expect(upload).toContain('action="https://upload.example/upload_form"');
  expect(upload).toMatch(/enctype="multipart\/form-data"/iu);
  expect(tag(/<select id="apply-role"[^>]*>/u)).toMatch(/ name="role" required=""/u);
  expect(body).toContain('<option value="Registered Nurse" selected="">Registered Nurse</option>');
  const files = tag(/<input id="apply-files"[^>]*>/u);
  expect(files).toContain('type="file"');
  expect(files).toContain('name="fileField"');
  expect(files).toContain('required=""');
  expect(body).toContain('<label for="apply-files">Your documents</label>');
  expect(tag(/<form class="applyForm"[^>]*>/u)).toMatch(/action="\/career\/#apply" method="get"/u);
});
