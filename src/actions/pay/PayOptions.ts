/** What the host asks `pay()` to pay (types only). */
export interface PayOptions {
  /** Who is paid: a 0x address (a mixed-case one must pass its checksum). */
  recipient: string;
  /** How much, as a decimal text above 0 with at most the asset's decimals ('0.01'). */
  amount: string;
  /** 'native' (the network's coin) or the 0x address of an ERC-20 token on `network`. */
  asset: string;
  /** The CAIP-2 id of one of the page's `networks`, where the payment is made. */
  network: string;
}

/** A confirmed payment: `pay()` resolves with it once its transaction is on chain and checked. */
export interface PayResult {
  /** The transaction's hash. */
  hash: string;
  /** The CAIP-2 network it is on. */
  network: string;
  /** Sent by the visitor's wallet, or by an exchange from the visitor's account there. */
  from: 'wallet' | 'exchange';
  /** The exchange's id, when `from` is 'exchange'. */
  exchangeId?: string | undefined;
}
