import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createSeed } from '../../seed/createSeed';
import { PERSISTENCE_VERSION, type PersistenceAdapter } from './adapter';
import { createJsonFilePersistence } from './jsonFile';
import { createMemoryPersistence } from './memory';
import { SaveScheduler } from './saveScheduler';

const NOW = new Date('2026-03-10T09:00:00Z');
const directories: string[] = [];

async function tempFile(): Promise<string> {
  const directory = await mkdtemp(path.join(tmpdir(), 'mock-db-'));
  directories.push(directory);
  return path.join(directory, 'nested', 'db.json');
}

afterEach(async () => {
  await Promise.all(directories.splice(0).map((directory) => rm(directory, { recursive: true, force: true })));
});

async function roundTrip(adapter: PersistenceAdapter) {
  expect(await adapter.load()).toBeNull();
  const state = createSeed(NOW);
  state.generalParameters.push({ id: 999, paramCode: '999', paramName: 'Uji', deskripsi: 'persisted' });
  await adapter.save(state);
  expect(await adapter.load()).toEqual(state);
  await adapter.clear();
  expect(await adapter.load()).toBeNull();
}

describe('memory persistence', () => {
  it('round-trips the state', () => roundTrip(createMemoryPersistence()));

  it('keeps a copy, not the live object', async () => {
    const adapter = createMemoryPersistence();
    const state = createSeed(NOW);
    await adapter.save(state);
    state.users = [];
    expect((await adapter.load())?.users.length).toBeGreaterThan(0);
  });
});

describe('JSON file persistence', () => {
  it('round-trips the state (creating the folder)', async () => roundTrip(createJsonFilePersistence(await tempFile())));

  it('writes a versioned envelope', async () => {
    const file = await tempFile();
    await createJsonFilePersistence(file).save(createSeed(NOW));
    const saved = JSON.parse(await readFile(file, 'utf8'));
    expect(saved.version).toBe(PERSISTENCE_VERSION);
    expect(saved.state.users.length).toBeGreaterThan(0);
  });

  it('ignores a corrupt file or one of another version', async () => {
    const file = await tempFile();
    const adapter = createJsonFilePersistence(file);
    await adapter.save(createSeed(NOW));
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    await writeFile(file, '{ not json', 'utf8');
    expect(await adapter.load()).toBeNull();
    expect(warn).toHaveBeenCalled();
    await writeFile(file, JSON.stringify({ version: PERSISTENCE_VERSION + 1, state: {} }), 'utf8');
    expect(await adapter.load()).toBeNull();
  });
});

describe('SaveScheduler', () => {
  it('coalesces writes made within the delay and settles after the write', async () => {
    let writes = 0;
    const scheduler = new SaveScheduler(async () => {
      await new Promise((resolve) => setTimeout(resolve, 5));
      writes++;
    }, 20);
    await Promise.all([scheduler.request(), scheduler.request(), scheduler.request()]);
    expect(writes).toBe(1);
    await scheduler.request();
    expect(writes).toBe(2);
  });

  it('never runs two writes at once', async () => {
    let running = 0;
    let overlap = false;
    const scheduler = new SaveScheduler(async () => {
      running++;
      if (running > 1) overlap = true;
      await new Promise((resolve) => setTimeout(resolve, 10));
      running--;
    }, 0);
    const first = scheduler.request();
    await new Promise((resolve) => setTimeout(resolve, 2));
    await Promise.all([first, scheduler.request()]);
    expect(overlap).toBe(false);
  });

  it('flush writes a pending save now; cancel drops it', async () => {
    let writes = 0;
    const scheduler = new SaveScheduler(async () => void writes++, 10_000);
    const pending = scheduler.request();
    await scheduler.flush();
    await pending;
    expect(writes).toBe(1);
    const dropped = scheduler.request();
    await scheduler.cancel();
    await dropped;
    expect(writes).toBe(1);
  });

  it('rejects the callers when the write fails', async () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const scheduler = new SaveScheduler(() => Promise.reject(new Error('disk full')), 0);
    await expect(scheduler.request()).rejects.toThrow('disk full');
    expect(error).toHaveBeenCalled();
  });
});
