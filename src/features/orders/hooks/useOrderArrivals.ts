import { useCallback, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { CustomerOrder } from '@/api/generated/shopApi';
import { useArrivalAnnouncer } from '@/components/announce/useArrivalAnnouncer';
import { useBeep } from '@/components/announce/useBeep';
import { useStoredFlag } from '@/components/announce/useStoredFlag';
import { useTitleCount } from '@/components/announce/useTitleCount';
import { NEW_ORDERS_NAME, useNewOrders } from '@/entities/order/useNewOrders';

/** Staff's choice of 'Bunyi notifikasi' (localStorage; off until turned on). */
export const ORDER_SOUND_KEY = 'orders:sound';

/**
 * New orders on the back-office order screens: which are new ('Baru'), their count in the tab title,
 * and for each order that arrives while the screen is open, once across the open tabs, the spoken
 * message ('1 pesanan baru') and the tone when 'Bunyi notifikasi' is on.
 */
export function useOrderArrivals(orders: readonly CustomerOrder[] | undefined) {
  const { t } = useTranslation('orders');
  const fresh = useNewOrders(orders);
  const [soundOn, setSoundOn] = useStoredFlag(ORDER_SOUND_KEY);
  const beeper = useBeep(soundOn);
  const [message, setMessage] = useState({ text: '', serial: 0 });
  useTitleCount(fresh.count);
  useArrivalAnnouncer(NEW_ORDERS_NAME, fresh.newIds, orders !== undefined, (ids) => {
    setMessage((last) => ({ text: t('newOrders.announce', { count: ids.length }), serial: last.serial + 1 }));
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
