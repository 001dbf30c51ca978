import { cutText } from '../../utils/cutText';
import { UNPRINTABLE } from '../../utils/printableText';

/** The most of a wallet app's name the modal shows. */
const MAX_PEER_NAME = 40;

/**
 * A WalletConnect wallet app's name from its session, fit to show: trimmed, cut to 40
 * characters, or undefined when the session has none, or one that is not text or holds control or
 * bidirectional characters. The session comes from the wallet: its metadata may be missing.
 */
export function peerNameOf(session: unknown): string | undefined {
  const name: unknown = (session as { peer?: { metadata?: { name?: unknown } } } | undefined)?.peer?.metadata?.name;
  const text = typeof name === 'string' ? name.trim() : '';
  return text && !UNPRINTABLE.test(text) ? cutText(text, MAX_PEER_NAME) : undefined;
}
