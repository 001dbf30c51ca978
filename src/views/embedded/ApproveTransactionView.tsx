import { useLayoutEffect, useRef } from 'react';
import { placeSecureFrame } from '../../actions/embedded/placeSecureFrame';
import { messages } from '../../i18n/messages';

/**
 * ApproveTransaction: a request of the embedded wallet that needs the visitor's approval.
 * The secure frame is shown over this view's area, following it as the page resizes or
 * scrolls, and the visitor approves or rejects inside the frame; the frame hides when the
 * view goes.
 */
export function ApproveTransactionView() {
  const area = useRef<HTMLDivElement>(null);
  useLayoutEffect(() => {
    const element = area.current;
    if (!element) return undefined;
    const place = () => {
      const { top, left, width, height } = element.getBoundingClientRect();
      placeSecureFrame({ top, left, width, height });
    };
    place();
    const observer = new ResizeObserver(place);
    observer.observe(element);
    window.addEventListener('resize', place);
    window.addEventListener('scroll', place, true);
    return () => {
      observer.disconnect();
      window.removeEventListener('resize', place);
      window.removeEventListener('scroll', place, true);
      placeSecureFrame(undefined);
    };
  }, []);
  return (
    <div className="wm-stack">
      <p className="wm-muted" role="status">
        {messages.approveInFrame}
      </p>
      <div ref={area} className="wm-approve-area" />
    </div>
  );
}
