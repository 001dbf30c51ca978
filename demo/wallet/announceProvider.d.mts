// Types of announceProvider, for the TypeScript tests that announce a wallet in a host page's frame.
export interface WalletInfo {
  readonly uuid: string;
  readonly name: string;
  readonly icon: string;
  readonly rdns: string;
}

/** Announces `provider` on `target` (the page's window by default) through EIP-6963; returns a function that stops answering requests. */
export function announceProvider(info: WalletInfo, provider: unknown, target?: Window): () => void;
