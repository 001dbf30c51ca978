import { useEffect, useLayoutEffect, useRef, type KeyboardEvent, type ReactNode } from 'react';
import { deepActiveElement, focusableWithin } from './focusable';

export interface DialogProps {
  /** Id of the element naming the dialog. */
  labelledBy: string;
  view: string;
  shake: boolean;
  onClose(): void;
  /** Called once the dialog is in the DOM. */
  onShown(): void;
  children: ReactNode;
}

/**
 * A modal dialog inside the shadow root. Focus moves in on open, Tab and Shift+Tab cycle
 * within the card, Escape and a click on the backdrop close it, and focus returns to the
 * element that had it (even inside another shadow root, such as <wallet-button>).
 */
export function Dialog({ labelledBy, view, shake, onClose, onShown, children }: DialogProps) {
  const cardRef = useRef<HTMLDivElement>(null);
  const overlayRef = useRef<HTMLDivElement>(null);
  const openerRef = useRef<Element | null>(null);

  // The page behind does not scroll while the modal is open: a wheel or touch gesture over the
  // backdrop, or over the card where its own list cannot scroll further, is stopped here
  // (non-passive listeners: React's are passive). The host page's own styles stay untouched.
  // Attached before the first paint, so no early gesture slips through.
  useLayoutEffect(() => {
    const overlay = overlayRef.current;
    if (!overlay) return;
    let touchY = 0;
    const stop = (event: Event, deltaY: number) => {
      const scroller = (event.composedPath().find((node) => node instanceof HTMLElement && node.classList.contains('wm-body')) ?? null) as HTMLElement | null;
      if (!scroller || !canScroll(scroller, deltaY)) event.preventDefault();
    };
    const onWheel = (event: WheelEvent) => stop(event, event.deltaY);
    const onTouchStart = (event: TouchEvent) => {
      touchY = event.touches[0]?.clientY ?? 0;
    };
    const onTouchMove = (event: TouchEvent) => stop(event, touchY - (event.touches[0]?.clientY ?? touchY));
    overlay.addEventListener('wheel', onWheel, { passive: false });
    overlay.addEventListener('touchstart', onTouchStart, { passive: true });
    overlay.addEventListener('touchmove', onTouchMove, { passive: false });
    return () => {
      overlay.removeEventListener('wheel', onWheel);
      overlay.removeEventListener('touchstart', onTouchStart);
      overlay.removeEventListener('touchmove', onTouchMove);
    };
  }, []);

  useLayoutEffect(() => {
    openerRef.current = deepActiveElement();
    onShown();
    return () => {
      const opener = openerRef.current;
      if (opener instanceof HTMLElement && opener.isConnected) opener.focus();
    };
    // Runs once per opening; the callbacks are stable actions.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  // Each new view takes focus to the control it marks as its first (data-initial-focus), else
  // to its first control, so focus never falls out of the card. This runs after the view's own
  // effects: a view that arrives later (its chunk still loading) focuses its control itself.
  useEffect(() => {
    const card = cardRef.current;
    if (!card) return;
    const items = focusableWithin(card);
    const first = items.find((element) => element.dataset.initialFocus) ?? items.find((element) => !element.dataset.skipInitialFocus);
    (first ?? card).focus();
  }, [view]);

  // A control that turns disabled while it has focus (Send waiting for the wallet) would drop
  // focus to the page's body, where Escape and Tab no longer reach the dialog: the card takes it.
  useEffect(() => {
    const card = cardRef.current;
    if (!card) return;
    const root = card.getRootNode() as ShadowRoot;
    const observer = new MutationObserver((records) => {
      for (const { target } of records) {
        if ((target as HTMLButtonElement).disabled && (root.activeElement === target || document.activeElement === document.body)) card.focus();
      }
    });
    observer.observe(card, { subtree: true, attributeFilter: ['disabled'] });
    return () => observer.disconnect();
  }, []);

  function onKeyDown(event: KeyboardEvent<HTMLDivElement>) {
    if (event.key === 'Escape') {
      event.stopPropagation();
      onClose();
      return;
    }
    if (event.key !== 'Tab' || !cardRef.current) return;
    const items = focusableWithin(cardRef.current);
    if (items.length === 0) {
      event.preventDefault();
      return;
    }
    const root = cardRef.current.getRootNode() as ShadowRoot | Document;
    const active = root.activeElement;
    const first = items[0] as HTMLElement;
    const last = items[items.length - 1] as HTMLElement;
    if (event.shiftKey && (active === first || !cardRef.current.contains(active))) {
      event.preventDefault();
      last.focus();
    } else if (!event.shiftKey && (active === last || !cardRef.current.contains(active))) {
      event.preventDefault();
      first.focus();
    }
  }

  return (
    <div
      ref={overlayRef}
      className="wm-overlay"
      onMouseDown={(event) => {
        if (event.target === event.currentTarget) onClose();
      }}
    >
      <div
        ref={cardRef}
        className="wm-card"
        role="dialog"
        aria-modal="true"
        aria-labelledby={labelledBy}
        data-view={view}
        data-shake={shake ? 'true' : 'false'}
        tabIndex={-1}
        onKeyDown={onKeyDown}
      >
        {children}
      </div>
    </div>
  );
}

/** Whether a scrolling box can still move in a gesture's direction (positive: down). */
function canScroll(element: HTMLElement, deltaY: number): boolean {
  if (deltaY < 0) return element.scrollTop > 0;
  if (deltaY > 0) return element.scrollTop + element.clientHeight < element.scrollHeight - 1;
  return false;
}
