import { useCallback, useState } from 'react';
import { useArrivalAnnouncer } from './useArrivalAnnouncer';
import { useBeep } from './useBeep';
import type { NewItems } from './useNewItems';
import { useStoredFlag } from './useStoredFlag';
import { useTitleCount } from './useTitleCount';

interface Options {
  /** Where staff's choice of 'Bunyi notifikasi' is kept (localStorage; off until turned on). */
  soundKey: string;
  /** The spoken message for `count` items that just arrived ('1 pesanan baru'). */
  announce(count: number): string;
}

/**
 * A screen's new items put together: `fresh` (useNewItems under `name`) with their count in the tab title,
 * and for each item that arrives while the screen is open, once across the open tabs, the spoken message and
 * the tone when the sound is on. `loaded` is false until the list has loaded. Gives what NewItemsBar shows.
 */
export function useItemArrivals(name: string, fresh: NewItems, loaded: boolean, { soundKey, announce }: Options) {
  const [soundOn, setSoundOn] = useStoredFlag(soundKey);
  const beeper = useBeep(soundOn);
  const [message, setMessage] = useState({ text: '', serial: 0 });
  useTitleCount(fresh.count);
  useArrivalAnnouncer(name, fresh.newIds, loaded, (ids) => {
    setMessage((last) => ({ text: announce(ids.length), serial: last.serial + 1 }));
    if (soundOn) beeper.beep();
  });
  // Turning the sound on is the click browsers ask for before a page may play audio.
  const onSound = useCallback(
    (on: boolean) => {
      if (on) beeper.unlock();
      setSoundOn(on);
    },
    [beeper, setSoundOn],
  );
  const { acknowledge } = fresh;
  const onAcknowledge = useCallback(() => {
    acknowledge();
    setMessage((last) => ({ text: '', serial: last.serial }));
  }, [acknowledge]);
  return { ...fresh, acknowledge: onAcknowledge, message, soundOn, onSound };
}
