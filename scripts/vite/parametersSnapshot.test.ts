import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { isParametersSnapshot } from '../../src/entities/parameter/parametersSnapshot';
import { loadParametersSnapshot } from './parametersSnapshot.mjs';

const PARAMETERS = [
  { id: 1, paramCode: '001', paramName: 'Tagline', deskripsi: 'Bunga segar setiap hari' },
  { id: 2, paramCode: '002', paramName: 'WhatsApp', deskripsi: 'https://wa.me/6281234567890' },
];

describe('the build-time general parameters snapshot', () => {
  let server: Server;
  let base: string;
  let answer: { status: number; body: string };
  const logger = { info: vi.fn(), warn: vi.fn() } as unknown as import('vite').Logger;

  beforeEach(async () => {
    answer = { status: 200, body: JSON.stringify(PARAMETERS) };
    server = createServer((request, response) => {
      if (request.url === '/api/general')
        return void response.writeHead(answer.status, { 'content-type': 'application/json' }).end(answer.body);
      response.writeHead(404).end();
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });

  afterEach(async () => {
    await new Promise((resolve) => server.close(resolve));
    vi.clearAllMocks();
  });

  const load = (apiBaseUrl: string | undefined) =>
    loadParametersSnapshot({ apiBaseUrl, logger, isSnapshot: isParametersSnapshot });

  it('reads the parameters from the backend the build is pointed at', async () => {
    expect(await load(`${base}/`)).toEqual(PARAMETERS);
    expect(logger.warn).not.toHaveBeenCalled();
  });

  it('reads nothing without a backend', async () => {
    expect(await load(undefined)).toBeUndefined();
    expect(logger.warn).not.toHaveBeenCalled();
  });

  it.each([
    ['an error answer', 500, '{"title":"down"}', /HTTP 500/],
    ['something other than parameters', 200, '{"items":[]}', /not a list of general parameters/],
    ['a list the page should not carry', 200, JSON.stringify(Array(400).fill(PARAMETERS[0])), /kB is more than/],
  ])('prerenders without them on %s, and says why', async (_name, status, body, reason) => {
    answer = { status, body };
    expect(await load(base)).toBeUndefined();
    expect(logger.warn).toHaveBeenCalledWith(expect.stringMatching(reason));
  });
});
