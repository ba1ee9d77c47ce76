import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { inlineScriptHashes } from './cspHashes.mjs';

const sha256 = (text: string) => `'sha256-${createHash('sha256').update(text, 'utf8').digest('base64')}'`;

describe('inlineScriptHashes', () => {
  it('hashes the exact text of each inline script the browser runs', () => {
    const start = '(function(){document.title="Bunga – é"})()';
    const html = `<head><script>${start}</script><script type="module">import "/a.js";</script></head>`;
    expect(inlineScriptHashes(html)).toEqual([sha256(start), sha256('import "/a.js";')]);
  });

  it('leaves out scripts with a src and data blocks the browser does not run', () => {
    const html = [
      '<script type="module" crossorigin src="/assets/index.js"></script>',
      '<script type="application/ld+json" data-head="json-ld">{"@type":"Florist"}</script>',
      '<script type="application/json" id="prerender-data">{"path":"/public/home"}</script>',
    ].join('');
    expect(inlineScriptHashes(html)).toEqual([]);
  });
});
