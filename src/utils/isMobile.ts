/**
 * Whether the visitor is on a phone or tablet: a coarse pointer on a narrow screen, or a
 * mobile user agent. Decides AllWallets versus the QR view (spec §2).
 */
export function isMobile(env: { userAgent?: string; coarseNarrow?: boolean } = {}): boolean {
  const userAgent = env.userAgent ?? (typeof navigator === 'undefined' ? '' : navigator.userAgent);
  if (/Android|iPhone|iPad|iPod|Mobi/i.test(userAgent)) return true;
  const coarseNarrow =
    env.coarseNarrow ??
    (typeof matchMedia === 'function' && matchMedia('(pointer: coarse) and (max-width: 600px)').matches);
  return coarseNarrow;
}
