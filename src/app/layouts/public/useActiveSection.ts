import { useEffect, useState } from 'react';

/**
 * The id of the section currently under the sticky header (scroll spy for the
 * header's anchors). Undefined until the page has such sections or without
 * IntersectionObserver.
 */
export function useActiveSection(ids: readonly string[], enabled: boolean): string | undefined {
  const [active, setActive] = useState<string | undefined>(undefined);
  const key = ids.join(',');

  useEffect(() => {
    if (!enabled || typeof IntersectionObserver === 'undefined') return undefined;
    const visible = new Map<string, number>();
    const observer = new IntersectionObserver(
      (entries) => {
        for (const entry of entries) {
          if (entry.isIntersecting) visible.set(entry.target.id, entry.boundingClientRect.top);
          else visible.delete(entry.target.id);
        }
        const order = key.split(',');
        const first = order.find((id) => visible.has(id));
        setActive(first);
      },
      // A band just under the header: the section crossing it is the current one.
      { rootMargin: '-90px 0px -55% 0px' },
    );
    for (const id of key.split(',')) {
      const element = document.getElementById(id);
      if (element) observer.observe(element);
    }
    return () => observer.disconnect();
  }, [key, enabled]);

  return enabled ? active : undefined;
}
