/** A key as a Keplr-style wallet gives it (`getKey`): untrusted until checked. */
export interface KeplrKey {
  name: string;
  algo: string;
  pubKey: Uint8Array;
  address: Uint8Array;
  bech32Address: string;
}

/** A StdSignature: the public key and a base64 signature. */
export interface StdSignature {
  pub_key: { type: string; value: string };
  signature: string;
}

/** A protobuf SignDoc as Keplr takes and returns it. */
export interface KeplrDirectSignDoc {
  bodyBytes: Uint8Array;
  authInfoBytes: Uint8Array;
  chainId: string;
  accountNumber: bigint;
}

/**
 * The Keplr interface (`window.keplr`, also offered by Leap and others) as far as the modal
 * calls it; chain ids are the CAIP-2 references (`cosmoshub-4`). Page code: untrusted.
 */
export interface KeplrWallet {
  enable(chainIds: string | string[]): Promise<void>;
  getKey(chainId: string): Promise<KeplrKey>;
  signArbitrary(chainId: string, signer: string, data: string | Uint8Array): Promise<StdSignature>;
  signAmino(chainId: string, signer: string, signDoc: unknown): Promise<{ signed: unknown; signature: StdSignature }>;
  signDirect(chainId: string, signer: string, signDoc: KeplrDirectSignDoc): Promise<{ signed: unknown; signature: StdSignature }>;
}
