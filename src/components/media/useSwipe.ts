import { useRef, type PointerEvent } from 'react';

/** How far (px) a finger must travel sideways, more than up or down, to count as a swipe. */
const SWIPE_MIN = 40;

/** Swipe left → `onNext`, swipe right → `onPrevious` (pointer events: touch, pen and mouse). */
export function useSwipe(onPrevious: () => void, onNext: () => void) {
  const start = useRef<{ id: number; x: number; y: number } | null>(null);
  return {
    onPointerDown: (event: PointerEvent) => {
      start.current = { id: event.pointerId, x: event.clientX, y: event.clientY };
    },
    onPointerUp: (event: PointerEvent) => {
      const from = start.current;
      start.current = null;
      if (!from || from.id !== event.pointerId) return;
      const dx = event.clientX - from.x;
      const dy = event.clientY - from.y;
      if (Math.abs(dx) < SWIPE_MIN || Math.abs(dx) <= Math.abs(dy)) return;
      if (dx < 0) onNext();
      else onPrevious();
    },
    onPointerCancel: () => {
      start.current = null;
    },
  };
}
