import { useLayoutEffect, useRef } from 'react';
import { placeSecureFrame } from '../../actions/embedded/placeSecureFrame';
import { embeddedTexts } from '../../i18n/embeddedTexts';

/**
 * ApproveTransaction: a request of the embedded wallet that needs the visitor's approval.
 * The secure frame is shown over this view's area, the rest of the card's whole height (the
 * frame turns Approve on only while its top and bar are wholly in view, and once the visitor has
 * scrolled a long message to its end in the box between them), following it
 * every frame while the view is up (the card slides in, an alert may push it, the page may
 * scroll), and the visitor approves or rejects inside the frame; the frame hides when the
 * view goes.
 */
export function ApproveTransactionView() {
  const area = useRef<HTMLDivElement>(null);
  useLayoutEffect(() => {
    const element = area.current;
    if (!element) return undefined;
    let last = '';
    let frame = 0;
    const place = () => {
      const { top, left, width, height } = element.getBoundingClientRect();
      const key = `${top},${left},${width},${height}`;
      if (key !== last) {
        last = key;
        placeSecureFrame({ top, left, width, height });
      }
      frame = requestAnimationFrame(place);
    };
    place();
    return () => {
      cancelAnimationFrame(frame);
      placeSecureFrame(undefined);
    };
  }, []);
  return (
    <div className="wm-stack wm-approve">
      <p className="wm-muted" role="status">
        {embeddedTexts.approveInFrame}
      </p>
      <div ref={area} className="wm-approve-area" />
    </div>
  );
}
