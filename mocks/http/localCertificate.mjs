// A throwaway certificate for 127.0.0.1 and localhost, made for one run of a
// local server (`serve-dist --tls`, `mock:server --tls`), so that a benchmark
// measures HTTPS and HTTP/2 as production serves them. The browser must be
// told to accept it (Chromium: --ignore-certificate-errors). It lives with the
// mock server because mocks/ does not import scripts/; scripts/serve-dist.mjs
// imports it from here. Plain .mjs (types in localCertificate.d.mts) so that
// `node scripts/serve-dist.mjs` runs it without a TypeScript loader.
import selfsigned from 'selfsigned';

export async function localCertificate() {
  const pems = await selfsigned.generate([{ name: 'commonName', value: '127.0.0.1' }], {
    keyType: 'ec',
    algorithm: 'sha256',
    extensions: [
      {
        name: 'subjectAltName',
        altNames: [
          { type: 7, ip: '127.0.0.1' },
          { type: 2, value: 'localhost' },
        ],
      },
    ],
  });
  return { key: pems.private, cert: pems.cert };
}
