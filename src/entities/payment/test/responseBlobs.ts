import { beforeEach, vi } from 'vitest';

/**
 * jsdom's FileReader reads only jsdom's own Blob, while fetch (Node's) answers with Node's: the receipt image's data
 * URL (src/entities/payment/api.ts, `blobToDataUrl`) needs the page's Blob, as a browser gives it. Imported by the
 * tests that show a receipt's picture.
 */
beforeEach(() => {
  vi.spyOn(Response.prototype, 'blob').mockImplementation(async function (this: Response) {
    return new Blob([await this.arrayBuffer()], { type: this.headers.get('Content-Type') ?? '' });
  });
});
