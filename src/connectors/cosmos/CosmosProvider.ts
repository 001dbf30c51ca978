import type { AminoSignDoc } from './cosmosAdr36';
import type { StdSignature } from './KeplrWallet';

export type { AminoSignDoc, StdSignature };

/** An account of the connected Cosmos wallet (CosmJS's AccountData). */
export interface CosmosAccountData {
  /** bech32 (`cosmos1…`). */
  address: string;
  algo: string;
  /** The compressed secp256k1 public key. */
  pubkey: Uint8Array;
}

/** A protobuf SignDoc (cosmos.tx.v1beta1), as CosmJS builds and signs it. */
export interface CosmosDirectSignDoc {
  bodyBytes: Uint8Array;
  authInfoBytes: Uint8Array;
  chainId: string;
  accountNumber: bigint;
}

export type CosmosProviderEvent = 'accountsChanged' | 'disconnect';

/**
 * The page's provider for cosmos (`getProvider('cosmos')`, contract "Using the connected
 * wallet"): it asks whatever Cosmos wallet is connected, a Keplr-style browser wallet or the
 * WalletConnect session. `getAccounts`, `signAmino` and `signDirect` are CosmJS's offline
 * signer, so the provider can sign for a SigningStargateClient. Rejections carry an
 * EIP-1193-style `code` (4001 refused, 4100 not connected, 4900 aborted).
 */
export interface CosmosProvider {
  getAccounts(): Promise<CosmosAccountData[]>;
  /** An ADR-36 signature of `data` (a text is signed as its UTF-8 bytes) by `signer`. */
  signArbitrary(signer: string, data: string | Uint8Array): Promise<StdSignature>;
  /** The wallet may set the fee and memo; the rest of what it signed is the document asked. */
  signAmino(signer: string, signDoc: AminoSignDoc): Promise<{ signed: AminoSignDoc; signature: StdSignature }>;
  /** The wallet may set the auth info (fee); the body, chain and account number are the ones asked. */
  signDirect(signer: string, signDoc: CosmosDirectSignDoc): Promise<{ signed: CosmosDirectSignDoc; signature: StdSignature }>;
  on(event: CosmosProviderEvent, listener: (value: string[]) => void): CosmosProvider;
  removeListener(event: CosmosProviderEvent, listener: (value: string[]) => void): CosmosProvider;
}
