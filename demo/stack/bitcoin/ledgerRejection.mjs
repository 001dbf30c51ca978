// Why the ledger refused a transaction, in Bitcoin Core's words (its RPC error code and reject
// reason, e.g. -25 'bad-txns-inputs-missingorspent'), because Esplora passes those through and
// clients match on them. The HTTP API answers them as Esplora does: 400, text/plain,
// `sendrawtransaction RPC error: {"code":-26,"message":"…"}`.

export const RPC_VERIFY_ERROR = -25; // missing or spent inputs
export const RPC_VERIFY_REJECTED = -26; // policy and consensus failures
export const RPC_VERIFY_ALREADY_IN_CHAIN = -27;
export const RPC_DESERIALIZATION_ERROR = -22;

export class LedgerRejection extends Error {
  constructor(code, reason) {
    super(reason);
    this.name = 'LedgerRejection';
    this.code = code;
  }

  /** The body Esplora answers with. */
  toEsploraText() {
    return `sendrawtransaction RPC error: ${JSON.stringify({ code: this.code, message: this.message })}`;
  }
}

export const reject = (code, reason) => new LedgerRejection(code, reason);
