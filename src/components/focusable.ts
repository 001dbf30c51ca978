const FOCUSABLE =
  'a[href],button:not([disabled]),input:not([disabled]),select:not([disabled]),textarea:not([disabled]),summary,[tabindex]:not([tabindex="-1"])';

/** Focusable elements inside `root`, in tab order, skipping hidden ones. */
export function focusableWithin(root: Element): HTMLElement[] {
  return [...root.querySelectorAll<HTMLElement>(FOCUSABLE)].filter(
    (element) => !element.closest('[hidden],[inert]') && element.getClientRects().length > 0,
  );
}

/**
 * The element that really has focus, looking through shadow roots: inside a shadow
 * root `document.activeElement` is only the host element.
 */
export function deepActiveElement(doc: Document = document): Element | null {
  let active: Element | null = doc.activeElement;
  while (active?.shadowRoot?.activeElement) active = active.shadowRoot.activeElement;
  return active;
}
