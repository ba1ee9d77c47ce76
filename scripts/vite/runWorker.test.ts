import { describe, expect, it } from 'vitest';
import { type ManifestChunk, runShellFiles } from './runWorker.mjs';

/** A build like ours: the entry starts the router, which lazily imports every route; the mock loads on demand. */
const manifest: Record<string, ManifestChunk> = {
  'index.html': {
    file: 'assets/index-1.js',
    isEntry: true,
    css: ['assets/index-1.css'],
    assets: ['assets/font-1.woff2', 'assets/font-1.woff'],
    dynamicImports: ['mocks/browser.ts', 'src/app/start/appRoot.tsx'],
  },
  'mocks/browser.ts': { file: 'assets/browser-1.js', imports: ['index.html'] },
  'src/app/start/appRoot.tsx': {
    file: 'assets/appRoot-1.js',
    imports: ['index.html', '_react-1.js'],
    dynamicImports: ['src/app/layouts/RunLayout.tsx', 'src/features/orders/pages/OrdersPage.tsx'],
  },
  '_react-1.js': { file: 'assets/react-1.js' },
  'src/app/layouts/RunLayout.tsx': {
    file: 'assets/RunLayout-1.js',
    css: ['assets/RunLayout-1.css'],
    imports: ['src/app/start/appRoot.tsx', '_shared-1.js'],
    dynamicImports: ['_signature-1.js'],
  },
  '_shared-1.js': { file: 'assets/shared-1.js', imports: ['index.html'] },
  '_signature-1.js': { file: 'assets/signature-1.js' },
  'src/features/orders/pages/OrdersPage.tsx': {
    file: 'assets/OrdersPage-1.js',
    imports: ['src/app/start/appRoot.tsx', '_shared-1.js'],
  },
};

describe('the files the driver run keeps for a start with no network', () => {
  const files = runShellFiles(manifest, ['src/app/layouts/RunLayout.tsx']);

  it("has the app's start, the run's route and what the run loads later (the signature pad)", () => {
    expect(files).toEqual(
      expect.arrayContaining([
        'assets/index-1.js',
        'assets/index-1.css',
        'assets/font-1.woff2',
        'assets/appRoot-1.js',
        'assets/react-1.js',
        'assets/RunLayout-1.js',
        'assets/RunLayout-1.css',
        'assets/shared-1.js',
        'assets/signature-1.js',
      ]),
    );
  });

  it("leaves out the other routes the router could load, the in-browser mock and the fonts' WOFF copies", () => {
    expect(files).not.toContain('assets/OrdersPage-1.js');
    expect(files).not.toContain('assets/browser-1.js');
    expect(files).not.toContain('assets/font-1.woff');
  });

  it('names a route module the build does not have', () => {
    expect(() => runShellFiles(manifest, ['src/app/layouts/Gone.tsx'])).toThrow(/Gone\.tsx is not in the build/);
  });
});
