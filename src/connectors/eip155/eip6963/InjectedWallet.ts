import type { Eip1193Provider } from './Eip1193Provider';

/** A browser wallet announced through EIP-6963. */
export interface InjectedWallet {
  uuid: string;
  name: string;
  /** A data: URI image, or undefined when the wallet announced none we can show safely. */
  icon: string | undefined;
  /** Reverse-DNS id of the wallet, e.g. io.metamask; also our connector id. */
  rdns: string;
  provider: Eip1193Provider;
}
