import { useEffect, useRef } from 'react';
import { createCrossTabClaim, type CrossTabClaim } from '@/lib/announce/crossTabClaim';

/**
 * Calls `onAnnounce` once with the new ids that arrive while the screen is open (not those already new
 * when it opened), and only in the one open tab that claims each of them first (createCrossTabClaim):
 * a sound and a spoken message then come once however many tabs are open.
 * `ready` is false until the list has loaded.
 */
export function useArrivalAnnouncer(
  name: string,
  newIds: readonly number[],
  ready: boolean,
  onAnnounce: (ids: number[]) => void,
) {
  const claims = useRef<CrossTabClaim | null>(null);
  const known = useRef<Set<number> | null>(null);
  const announce = useRef(onAnnounce);
  useEffect(() => {
    announce.current = onAnnounce;
  });

  useEffect(() => {
    const claim = createCrossTabClaim({ name });
    claims.current = claim;
    return () => {
      claims.current = null;
      claim.close();
    };
  }, [name]);

  useEffect(() => {
    if (!ready) return;
    if (!known.current) {
      known.current = new Set(newIds);
      return;
    }
    const seen = known.current;
    const arrived = newIds.filter((id) => !seen.has(id));
    if (arrived.length === 0 || !claims.current) return;
    arrived.forEach((id) => seen.add(id));
    const claim = claims.current;
    void Promise.all(arrived.map(async (id) => ((await claim.claim(id)) ? id : undefined))).then((results) => {
      const won = results.filter((id): id is number => id !== undefined);
      if (won.length > 0 && claims.current === claim) announce.current(won);
    });
  }, [newIds, ready]);
}
