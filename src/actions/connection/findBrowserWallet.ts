import type { BrowserWallet } from '../../connectors/BrowserWallet';
import { NAMESPACE_CONNECTORS } from '../../connectors/namespaceConnectors';

/** A browser wallet found on this page, by connector id, in any namespace. */
export function findBrowserWallet(id: string): BrowserWallet | undefined {
  for (const connector of NAMESPACE_CONNECTORS) {
    const wallet = connector.$wallets.get().find((candidate) => candidate.id === id);
    if (wallet) return wallet;
  }
  return undefined;
}
