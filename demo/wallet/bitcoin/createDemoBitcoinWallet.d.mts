// Types of the demo Bitcoin wallet, for the TypeScript tests that drive it. The wallet object is
// a Wallet Standard `Wallet`; the feature types follow the standard and its Bitcoin extensions.
export type ApprovalMode = 'approve' | 'reject' | 'manual';
export type BitcoinPurpose = 'payment' | 'ordinals';

export interface PendingRequest {
  id: number;
  method: string;
  params?: unknown;
  requestedAt: number;
}

export interface DemoBitcoinAccount {
  readonly address: string;
  /** payment: 33-byte compressed key; ordinals: 32-byte x-only key. A fresh copy on each read. */
  readonly publicKey: Uint8Array;
  readonly chains: readonly string[];
  readonly features: readonly string[];
  readonly label: string;
  readonly purpose: BitcoinPurpose;
  readonly addressType: 'p2wpkh' | 'p2tr';
}

export interface InputToSign {
  account: { address: string };
  signingIndexes: number[];
  sigHash?: 'ALL' | 'NONE' | 'SINGLE' | 'ALL|ANYONECANPAY' | 'NONE|ANYONECANPAY' | 'SINGLE|ANYONECANPAY';
}

export interface DemoBitcoinFeatures {
  'standard:connect': { version: '1.0.0'; connect(input?: { silent?: boolean }): Promise<{ accounts: readonly DemoBitcoinAccount[] }> };
  'bitcoin:connect': { version: '1.0.0'; connect(input: { purposes: BitcoinPurpose[] }): Promise<{ accounts: readonly DemoBitcoinAccount[] }> };
  'standard:disconnect': { version: '1.0.0'; disconnect(): Promise<void> };
  'standard:events': {
    version: '1.0.0';
    on(event: 'change', listener: (properties: { accounts?: readonly DemoBitcoinAccount[] }) => void): () => void;
  };
  'bitcoin:signMessage': {
    version: '1.0.0';
    /** `signature` is the serialized BIP-322 witness: base64 of it is the BIP-322 simple signature. */
    signMessage(...inputs: { account: { address: string }; message: Uint8Array }[]): Promise<{ signedMessage: Uint8Array; signature: Uint8Array }[]>;
  };
  'bitcoin:signTransaction': {
    version: '1.0.0';
    /** `broadcast: true` (non-standard) also finalizes and sends it, and answers the txid. */
    signTransaction(
      ...inputs: { psbt: Uint8Array; inputsToSign: InputToSign[]; chain?: string; broadcast?: boolean }[]
    ): Promise<{ signedPsbt: Uint8Array; txid?: string }[]>;
  };
  /** Non-standard: a transfer from the payment account, built, signed and broadcast. */
  'bitcoin:sendTransfer': { version: '1.0.0'; sendTransfer(input: { recipient: string; amount: number | bigint | string }): Promise<{ txid: string }> };
}

export interface DemoBitcoinStandardWallet {
  readonly version: '1.0.0';
  readonly name: string;
  readonly icon: string;
  readonly chains: readonly string[];
  readonly features: DemoBitcoinFeatures;
  readonly accounts: readonly DemoBitcoinAccount[];
}

export interface DemoBitcoinWalletState {
  connected: boolean;
  accountIndex: number;
  /** The payment (P2WPKH) address. */
  address: string;
  ordinalsAddress: string;
  approval: ApprovalMode;
}

export interface DemoBitcoinWalletControls {
  setApproval(mode: ApprovalMode): void;
  getApproval(): ApprovalMode;
  pending(): PendingRequest[];
  approve(id: number): boolean;
  reject(id: number): boolean;
  onPendingChange(listener: (pending: PendingRequest[]) => void): () => void;
  /** Returns the new payment address. */
  switchAccount(index: number): string;
  disconnectFromWallet(): void;
  state(): DemoBitcoinWalletState;
  onStateChange(listener: (state: DemoBitcoinWalletState) => void): () => void;
}

export interface DemoBitcoinWallet {
  wallet: DemoBitcoinStandardWallet;
  controls: DemoBitcoinWalletControls;
  /** Registers the wallet on the page (Wallet Standard); returns the function that unregisters it. */
  register(): () => void;
  dispose(): void;
}

export function createDemoBitcoinWallet(options: {
  /** The ledger twin's (Esplora-shaped) API URL: the stack info's `bitcoinUrl`. */
  esploraUrl: string;
  /** Dev key 0-9 of demo/stack/bitcoin/devKeys.mjs; default: the one used before a reload, else 0. */
  accountIndex?: number;
  name?: string;
  /** Key of what the wallet remembers across reloads (sessionStorage). */
  id?: string;
}): DemoBitcoinWallet;
