/** @jest-environment node */
import { createHash } from 'node:crypto';
import { templateScriptHashes } from './inline-scripts';

const sha256 = (text: string) => `'sha256-${createHash('sha256').update(text).digest('base64')}'`;

describe("the template's inline scripts", () => {
  it('are the script elements without src or type, each hashed from its whole content', () => {
    const template =
      '<head><script data-main="/main.js">\n  boot()\n</script><script defer src=/x.js></script>' +
      '<script type="application/json">{"a":1}</script></head><body><script>second()</script>';
    expect(templateScriptHashes(template)).toEqual([sha256('\n  boot()\n'), sha256('second()')]);
    expect(templateScriptHashes('<head></head>')).toEqual([]);
  });
});
