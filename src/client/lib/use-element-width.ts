import { useEffect, useRef, useState } from 'react';

/**
 * An element's width in CSS pixels, followed as it changes (`initial` until measured), so a chart drawn in SVG keeps
 * its text at its real size.
 */
export function useElementWidth(initial: number) {
  const ref = useRef<HTMLDivElement>(null);
  const [width, setWidth] = useState(initial);
  useEffect(() => {
    const element = ref.current;
    if (!element) return;
    const observer = new ResizeObserver(([entry]) => {
      if (entry.contentRect.width > 0) setWidth(Math.round(entry.contentRect.width));
    });
    observer.observe(element);
    return () => observer.disconnect();
  }, []);
  return { ref, width };
}
