import { describe, expect, it } from 'vitest';
import { afterTry, proofState, proofsToSend, supersededBy, tryResultOf, type TryResult } from './outboxRules';
import type { QueuedProof } from './proofOutbox';

function proof(key: string, orderId: number, filedAt: string, overrides: Partial<QueuedProof> = {}): QueuedProof {
  return {
    key,
    driver: 'kurir',
    orderId,
    outcome: 'delivered',
    receivedBy: 'Pak Joko',
    note: '',
    photo: null,
    signature: null,
    filedAt,
    refused: null,
    ...overrides,
  };
}

const NONE: ReadonlySet<number> = new Set();

describe('what a try’s answer says', () => {
  it.each<[number | undefined, unknown, TryResult]>([
    [undefined, undefined, { kind: 'noAnswer' }],
    [500, undefined, { kind: 'serverFailed', status: 500 }],
    [503, undefined, { kind: 'serverFailed', status: 503 }],
    [408, undefined, { kind: 'serverFailed', status: 408 }],
    [429, undefined, { kind: 'serverFailed', status: 429 }],
    [401, undefined, { kind: 'serverFailed', status: 401 }],
    [501, undefined, { kind: 'refused', status: 501 }],
    [404, undefined, { kind: 'refused', status: 404 }],
    [400, undefined, { kind: 'refused', status: 400 }],
    [403, undefined, { kind: 'refused', status: 403 }],
    [409, 'already_delivered', { kind: 'replaced' }],
    [409, 'something_else', { kind: 'refused', status: 409 }],
  ])('%s (%s)', (status, code, result) => {
    expect(tryResultOf(status, code)).toEqual(result);
  });
});

describe('refused versus waiting', () => {
  const filed = proof('k-1', 7, '2030-06-10T02:00:00.000Z');

  it('no answer waits for the signal, a server failure waits for the server: both are sent again', () => {
    const server = afterTry(filed, { kind: 'serverFailed', status: 503 })!;
    expect(proofState(server, NONE)).toBe('serverFailed');
    expect(server.serverFailed).toBe('503');
    const noSignal = afterTry(server, { kind: 'noAnswer' })!;
    expect(proofState(noSignal, NONE)).toBe('waiting');
    expect(proofsToSend([server, noSignal], NONE)).toHaveLength(2);
  });

  it('a refused proof keeps its code and is not sent by itself; a 409 already_delivered is replaced', () => {
    const refused = afterTry(afterTry(filed, { kind: 'serverFailed', status: 500 })!, {
      kind: 'refused',
      status: 400,
    })!;
    expect(proofState(refused, NONE)).toBe('refused');
    expect(refused).toMatchObject({ refused: '400', serverFailed: null });
    const replaced = afterTry(filed, { kind: 'replaced' })!;
    expect(proofState(replaced, NONE)).toBe('replaced');
    expect(proofsToSend([refused, replaced], NONE)).toEqual([]);
    expect(afterTry(filed, { kind: 'sent' })).toBeNull();
  });
});

describe('one proof a stop', () => {
  const refused = proof('k-old', 7, '2030-06-10T02:00:00.000Z', { refused: '400' });
  const waiting = proof('k-wait', 8, '2030-06-10T02:05:00.000Z');

  it('a stop’s newer proof supersedes its older ones, refused or waiting, and no other stop’s', () => {
    const again = proof('k-new', 7, '2030-06-10T02:10:00.000Z');
    const olderWaiting = proof('k-older', 7, '2030-06-10T01:00:00.000Z');
    expect(supersededBy([refused, waiting, olderWaiting, again], again).map((each) => each.key)).toEqual([
      'k-old',
      'k-older',
    ]);
    // Another driver's proof on the same phone is theirs.
    expect(supersededBy([{ ...refused, driver: 'kurir2' }], again)).toEqual([]);
  });

  it('once the run shows a stop with a stored proof, its older proofs on the phone are replaced and never sent', () => {
    const done = new Set([7, 8]);
    expect(proofState(refused, done)).toBe('replaced');
    expect(proofState(waiting, done)).toBe('replaced');
    expect(proofState(afterTry(waiting, { kind: 'serverFailed', status: 500 })!, done)).toBe('replaced');
    expect(proofsToSend([refused, waiting], done)).toEqual([]);
    expect(proofsToSend([refused, waiting], new Set([7]))).toEqual([waiting]);
  });
});
