import { useEffect, useMemo } from 'react';
import { createBeeper, type Beeper } from '@/lib/announce/beep';

/**
 * A notification tone for this screen. Browsers keep audio blocked until a gesture: call `unlock()`
 * from the click that turns the sound on; when the sound was already on (remembered), the first click
 * or key press on the page unlocks it.
 */
export function useBeep(enabled: boolean): Beeper {
  const beeper = useMemo(() => createBeeper(), []);
  useEffect(() => () => beeper.close(), [beeper]);
  useEffect(() => {
    if (!enabled) return;
    const unlock = () => {
      if (!beeper.ready) beeper.unlock();
    };
    document.addEventListener('pointerdown', unlock);
    document.addEventListener('keydown', unlock);
    return () => {
      document.removeEventListener('pointerdown', unlock);
      document.removeEventListener('keydown', unlock);
    };
  }, [enabled, beeper]);
  return beeper;
}
