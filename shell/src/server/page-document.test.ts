import { pageDocument } from './page-document';

const template =
  '<!doctype html><html lang=en><head><meta charset=utf-8><script defer src=/boot.js></script></head><body><div id=root></div></body></html>';
const data = {
  config: {
    remotes: [],
    remoteTimeoutMs: 8000,
    reviews: { apiBase: '', featurableId: '' },
    uploadUrl: '',
  },
  popup: true,
};

describe('pageDocument', () => {
  it('puts the head tags in the head, the app in #root and the page data after it', () => {
    const html = pageDocument(template, {
      head: '<title>Home</title>',
      root: '<h1>Home</h1>',
      data,
    });
    expect(html).toContain('<script defer src=/boot.js></script><title>Home</title></head>');
    expect(html).toContain(
      '<div id="root"><h1>Home</h1></div><script type="application/json" id="page-data">{"config":',
    );
  });

  it('puts the start of the head right after the charset, before the stylesheet and scripts', () => {
    const html = pageDocument(template, {
      headStart: '<script>first()</script>',
      head: '',
      root: '',
      data,
    });
    expect(html).toContain(
      '<head><meta charset=utf-8><script>first()</script><script defer src=/boot.js>',
    );
  });

  it("keeps the includes' variables as they are", () => {
    const root = '<!--# if expr="$slot_0" --><!--# echo var="slot_0" encoding="none" -->$&$1';
    expect(pageDocument(template, { head: '', root, data })).toContain(root);
  });

  it('writes data that cannot close its script element early', () => {
    const html = pageDocument(template, {
      head: '',
      root: '',
      data: { ...data, config: { ...data.config, uploadUrl: '</script><script>alert(1)' } },
    });
    expect(html).not.toContain('</script><script>alert(1)');
    expect(html).toContain('\\u003c/script>');
  });

  it('refuses a template without its charset', () => {
    expect(() =>
      pageDocument(template.replace('<meta charset=utf-8>', ''), { head: '', root: '', data }),
    ).toThrow(/no <meta charset="utf-8">/);
  });

  it('refuses a template without an empty #root', () => {
    expect(() => pageDocument('<html><body></body></html>', { head: '', root: '', data })).toThrow(
      /no empty <div id="root">/,
    );
  });
});
