import type { ChainNamespace } from '../config/chainNamespaces';

/** A wallet found in the visitor's browser (announced by EIP-6963, or the Wallet Standard). */
export interface BrowserWallet {
  /** Our connector id: stable across visits (an EIP-6963 wallet's rdns). */
  id: string;
  name: string;
  /** An image URL we can show safely, or undefined. */
  icon: string | undefined;
  namespace: ChainNamespace;
}
