// EIP-6963: announce the wallet on `window`, and again whenever a page asks with
// `eip6963:requestProvider`. Returns a function that stops answering those requests.

export function announceProvider(info, provider, target = window) {
  const detail = Object.freeze({ info, provider });
  const announce = () => target.dispatchEvent(new CustomEvent('eip6963:announceProvider', { detail }));
  target.addEventListener('eip6963:requestProvider', announce);
  announce();
  return () => target.removeEventListener('eip6963:requestProvider', announce);
}
