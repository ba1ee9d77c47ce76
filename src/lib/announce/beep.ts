/**
 * A short notification tone made on the spot with the Web Audio API (an oscillator: no sound file, no
 * network). Browsers keep audio silent until the person has interacted with the page, so the tone only
 * plays once `unlock()` has run inside a click or key press (turning the sound on is such a gesture).
 */

type AudioContextClass = new () => AudioContext;

export interface Beeper {
  /** Call from a user gesture: creates or resumes the audio context. */
  unlock(): void;
  /** Whether the tone can play now (unlocked and running). */
  readonly ready: boolean;
  /** Plays the tone; false when audio is still blocked or missing. */
  beep(): boolean;
  close(): void;
}

function audioContextClass(): AudioContextClass | undefined {
  if (typeof window === 'undefined') return undefined;
  const scope = window as unknown as { AudioContext?: AudioContextClass; webkitAudioContext?: AudioContextClass };
  return scope.AudioContext ?? scope.webkitAudioContext;
}

/** Two quick rising notes, soft enough for a shop floor (about 0.35 s). */
const NOTES = [
  { frequency: 880, start: 0 },
  { frequency: 1320, start: 0.16 },
];
const NOTE_LENGTH = 0.16;
const VOLUME = 0.15;

export function createBeeper(AudioCtor: AudioContextClass | undefined = audioContextClass()): Beeper {
  let context: AudioContext | undefined;
  return {
    unlock() {
      if (!AudioCtor) return;
      try {
        context ??= new AudioCtor();
        if (context.state === 'suspended') void context.resume().catch(() => undefined);
      } catch {
        context = undefined;
      }
    },
    get ready() {
      return context?.state === 'running';
    },
    beep() {
      if (!context || context.state !== 'running') return false;
      const start = context.currentTime;
      for (const note of NOTES) {
        const oscillator = context.createOscillator();
        const gain = context.createGain();
        oscillator.type = 'sine';
        oscillator.frequency.value = note.frequency;
        const from = start + note.start;
        gain.gain.setValueAtTime(0.0001, from);
        gain.gain.exponentialRampToValueAtTime(VOLUME, from + 0.02);
        gain.gain.exponentialRampToValueAtTime(0.0001, from + NOTE_LENGTH);
        oscillator.connect(gain).connect(context.destination);
        oscillator.start(from);
        oscillator.stop(from + NOTE_LENGTH + 0.02);
      }
      return true;
    },
    close() {
      void context?.close().catch(() => undefined);
      context = undefined;
    },
  };
}
