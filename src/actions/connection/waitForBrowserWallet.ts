import type { BrowserWallet } from '../../connectors/BrowserWallet';
import type { NamespaceConnector } from '../../connectors/NamespaceConnector';

/**
 * Waits for a browser wallet of a namespace to announce itself, for at most `timeoutMs` once the
 * namespace's discovery runs (its code may still be loading: that time does not count).
 */
export async function waitForBrowserWallet(connector: NamespaceConnector, id: string, timeoutMs: number): Promise<BrowserWallet | undefined> {
  const find = () => connector.$wallets.get().find((wallet) => wallet.id === id);
  if (!find()) await connector.discover();
  const found = find();
  if (found) return found;
  return new Promise((resolve) => {
    const timer = setTimeout(() => {
      unlisten();
      resolve(undefined);
    }, timeoutMs);
    const unlisten = connector.$wallets.listen(() => {
      const wallet = find();
      if (!wallet) return;
      clearTimeout(timer);
      unlisten();
      resolve(wallet);
    });
  });
}
