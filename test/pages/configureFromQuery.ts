// Shared set-up of the host test pages: the page says it is online (Chromium on a loopback-only
// machine says otherwise and WalletConnect would refuse), and its <wallet-modal> is pointed at
// the services its query string names (?api=…&explorer=…&relay=…&verify=…&secure=…).
export function configureFromQuery(): { query: URLSearchParams; modal: HTMLElement } {
  Object.defineProperty(Navigator.prototype, 'onLine', { get: () => true, configurable: true });
  const query = new URLSearchParams(location.search);
  const modal = document.querySelector('wallet-modal') as HTMLElement;
  for (const [attribute, key] of [
    ['api-url', 'api'],
    ['explorer-url', 'explorer'],
    ['relay-url', 'relay'],
    ['verify-url', 'verify'],
    ['secure-site-url', 'secure'],
  ] as const) {
    const value = query.get(key);
    if (value) modal.setAttribute(attribute, value);
  }
  return { query, modal };
}
