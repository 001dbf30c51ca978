import type { BrowserWallet } from '../../connectors/BrowserWallet';
import { namespaceConnectors } from '../../connectors/namespaceConnectors';

/** A browser wallet found on this page, by connector id, in any namespace. */
export function findBrowserWallet(id: string): BrowserWallet | undefined {
  for (const connector of namespaceConnectors()) {
    const wallet = connector.$wallets.get().find((candidate) => candidate.id === id);
    if (wallet) return wallet;
  }
  return undefined;
}
