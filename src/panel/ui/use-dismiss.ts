import { type RefObject, useEffect } from 'react';

/**
 * A popup closes on a click outside it and on scroll (a scroll inside the popup itself,
 * like a long list, does not count), and on Escape.
 *
 * "On scroll" means a scroll that moves the popup's anchor: a popup closes because it would
 * drift off what it belongs to. Scroll events arrive a frame after the scroll itself, so the
 * event of a scroll made just before opening (bringing the field into view, then tapping it)
 * would otherwise close the popup the user has just opened; a scroll of some other box, or
 * scroll anchoring that keeps the anchor in place, leaves it open too.
 */
export function useDismiss(ref: RefObject<HTMLElement | null>, open: boolean, close: () => void): void {
  useEffect(() => {
    if (!open) return;
    const inside = (target: EventTarget | null) => target instanceof Node && !!ref.current?.contains(target);
    const at = ref.current?.getBoundingClientRect();
    const moved = () => {
      const now = ref.current?.getBoundingClientRect();
      if (!at || !now) return true;
      return Math.abs(now.top - at.top) > 1 || Math.abs(now.left - at.left) > 1;
    };
    const onPointer = (event: PointerEvent) => {
      if (!inside(event.target)) close();
    };
    const onScroll = (event: Event) => {
      if (!inside(event.target) && moved()) close();
    };
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape') close();
    };
    document.addEventListener('pointerdown', onPointer);
    document.addEventListener('scroll', onScroll, true);
    document.addEventListener('keydown', onKey);
    return () => {
      document.removeEventListener('pointerdown', onPointer);
      document.removeEventListener('scroll', onScroll, true);
      document.removeEventListener('keydown', onKey);
    };
  }, [ref, open, close]);
}
