import { useEffect, useRef } from 'react';

export interface LoadMoreSentinelProps {
  onVisible(): void;
  /** Changes when a page was added: the sentinel is watched anew, so a short page asks again. */
  generation: number;
}

/** An invisible mark after the list; when it nears the visible area, the next page loads. */
export function LoadMoreSentinel({ onVisible, generation }: LoadMoreSentinelProps) {
  const ref = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const element = ref.current;
    if (!element) return;
    const observer = new IntersectionObserver((entries) => entries.some((entry) => entry.isIntersecting) && onVisible(), {
      root: element.closest('.wm-body'),
      rootMargin: '0px 0px 300px 0px',
    });
    observer.observe(element);
    return () => observer.disconnect();
  }, [onVisible, generation]);
  return <div ref={ref} className="wm-sentinel" aria-hidden="true" />;
}
