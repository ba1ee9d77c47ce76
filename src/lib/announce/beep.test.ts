import { describe, expect, it, vi } from 'vitest';
import { createBeeper } from './beep';

/** Enough of an AudioContext to see what the tone does: suspended until resumed, as before a gesture. */
function fakeAudio() {
  const started: number[] = [];
  class FakeContext {
    state: AudioContextState = 'suspended';
    currentTime = 0;
    destination = {};
    resume = vi.fn(async () => {
      this.state = 'running';
    });
    close = vi.fn(async () => undefined);
    createOscillator() {
      return {
        type: '',
        frequency: { value: 0 },
        connect: (node: unknown) => node,
        start: (at: number) => started.push(at),
        stop: () => undefined,
      };
    }
    createGain() {
      const param = { setValueAtTime: () => undefined, exponentialRampToValueAtTime: () => undefined };
      return { gain: param, connect: (node: unknown) => node };
    }
  }
  return { AudioContext: FakeContext as unknown as new () => AudioContext, started };
}

describe('createBeeper', () => {
  it('stays silent until unlocked by a gesture, then plays two notes', async () => {
    const audio = fakeAudio();
    const beeper = createBeeper(audio.AudioContext);
    expect(beeper.beep()).toBe(false);
    beeper.unlock();
    await Promise.resolve();
    expect(beeper.ready).toBe(true);
    expect(beeper.beep()).toBe(true);
    expect(audio.started).toHaveLength(2);
  });

  it('does nothing where there is no Web Audio', () => {
    const beeper = createBeeper(undefined);
    beeper.unlock();
    expect(beeper.beep()).toBe(false);
  });
});
