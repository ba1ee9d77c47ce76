import { useEffect, useRef } from 'react';

interface Actions {
  onClose(): void;
  previous(): void;
  next(): void;
  first(): void;
  last(): void;
  /** More than one photo: the moving keys work. */
  canMove: boolean;
}

/**
 * The viewer's keys while it is open: Escape closes; ←/→ move (mirrored in a
 * right-to-left page), Home/End go to the first/last photo. Nothing else on
 * the page gets these keys meanwhile.
 */
export function useLightboxKeys(actions: Actions) {
  const latest = useRef(actions);
  useEffect(() => {
    latest.current = actions;
  });
  useEffect(() => {
    const onKeyDown = (event: KeyboardEvent) => {
      const { onClose, previous, next, first, last, canMove } = latest.current;
      const rtl = document.documentElement.dir === 'rtl';
      const keys: Record<string, () => void> = {
        Escape: onClose,
        ArrowLeft: rtl ? next : previous,
        ArrowRight: rtl ? previous : next,
        Home: first,
        End: last,
      };
      const action = keys[event.key];
      if (!action || (!canMove && event.key !== 'Escape')) return;
      event.preventDefault();
      event.stopPropagation();
      action();
    };
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, []);
}
