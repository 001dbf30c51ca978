/**
 * Which `<wallet-modal>` element is active. At most one renders the modal; a second one on
 * the page stays empty until the first leaves.
 */
const connected: HTMLElement[] = [];
const listeners = new Set<() => void>();

export function registerModalHost(element: HTMLElement): void {
  if (!connected.includes(element)) connected.push(element);
  if (connected.length > 1) console.warn('[wallet-modal] only the first <wallet-modal> on the page is active');
  listeners.forEach((listener) => listener());
}

export function unregisterModalHost(element: HTMLElement): void {
  const index = connected.indexOf(element);
  if (index >= 0) connected.splice(index, 1);
  listeners.forEach((listener) => listener());
}

export function getActiveModalHost(): HTMLElement | undefined {
  return connected[0];
}

export function onModalHostChange(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}
