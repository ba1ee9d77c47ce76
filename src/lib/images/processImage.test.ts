import { afterEach, describe, expect, it, vi } from 'vitest';
import { MB, type ImageRules } from './imageRules';

const rules: ImageRules = {
  acceptTypes: ['image/jpeg'],
  acceptExtensions: ['jpg'],
  maxBytes: 5 * MB,
  box: { maxWidth: 800, maxHeight: 600 },
  quality: 0.8,
};

const mainThread = vi.hoisted(() => vi.fn());
vi.mock('./mainThreadResize', () => ({ resizeOnMainThread: mainThread }));

afterEach(() => {
  vi.unstubAllGlobals();
  vi.resetModules();
  mainThread.mockReset();
});

const jpeg = (size = 1000) => {
  const file = new File(['x'], 'a.jpg', { type: 'image/jpeg' });
  Object.defineProperty(file, 'size', { value: size });
  return file;
};

/** A stand-in Worker that answers each request with `respond`. */
function stubWorker(respond: (request: { id: number }) => unknown) {
  const created: unknown[] = [];
  class FakeWorker {
    onmessage: ((event: MessageEvent) => void) | null = null;
    onerror: ((event: Event) => void) | null = null;
    constructor(...args: unknown[]) {
      created.push(args);
    }
    postMessage(request: { id: number }) {
      queueMicrotask(() => this.onmessage?.({ data: respond(request) } as MessageEvent));
    }
    terminate() {}
  }
  vi.stubGlobal('Worker', FakeWorker);
  vi.stubGlobal('OffscreenCanvas', class {});
  vi.stubGlobal('createImageBitmap', () => undefined);
  return created;
}

describe('processImageFile', () => {
  it('refuses the wrong type or size before any work', async () => {
    const { processImageFile } = await import('./processImage');
    await expect(processImageFile(new File(['x'], 'a.gif', { type: 'image/gif' }), rules)).rejects.toMatchObject({
      problem: 'type',
    });
    await expect(processImageFile(jpeg(6 * MB), rules)).rejects.toMatchObject({ problem: 'size' });
    expect(mainThread).not.toHaveBeenCalled();
  });

  it('resizes in a module worker and returns a data URL', async () => {
    const created = stubWorker(({ id }) => ({
      id,
      ok: true,
      image: { blob: new Blob(['jpg'], { type: 'image/jpeg' }), width: 800, height: 600, quality: 0.8 },
    }));
    const { processImageFile } = await import('./processImage');
    const result = await processImageFile(jpeg(), rules);
    expect(result).toMatchObject({ width: 800, height: 600, quality: 0.8 });
    expect(result.dataUrl).toMatch(/^data:image\/jpeg;base64,/);
    expect(created).toHaveLength(1);
    expect((created[0] as [URL, WorkerOptions])[1]).toMatchObject({ type: 'module' });
    expect(mainThread).not.toHaveBeenCalled();
  });

  it("passes on the worker's refusal (an undecodable file)", async () => {
    stubWorker(({ id }) => ({ id, ok: false, problem: 'decode' }));
    const { processImageFile } = await import('./processImage');
    await expect(processImageFile(jpeg(), rules)).rejects.toMatchObject({ problem: 'decode' });
  });

  it('falls back to the main thread when the worker cannot draw, and when there is no Worker', async () => {
    mainThread.mockResolvedValue({
      blob: new Blob(['jpg'], { type: 'image/jpeg' }),
      width: 10,
      height: 10,
      quality: 0.8,
    });
    stubWorker(({ id }) => ({ id, ok: false, problem: 'unsupported' }));
    let { processImageFile } = await import('./processImage');
    await expect(processImageFile(jpeg(), rules)).resolves.toMatchObject({ width: 10 });
    expect(mainThread).toHaveBeenCalledTimes(1);

    vi.unstubAllGlobals();
    vi.resetModules();
    ({ processImageFile } = await import('./processImage'));
    await expect(processImageFile(jpeg(), rules)).resolves.toMatchObject({ width: 10 });
    expect(mainThread).toHaveBeenCalledTimes(2);
  });
});
