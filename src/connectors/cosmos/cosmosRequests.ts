import { requestWallet } from '../../actions/wallet/requestWallet';
import { InvalidWalletDataError } from '../../errors/walletRequestErrors';
import { ProviderRpcError } from '../../provider/ProviderRpcError';
import { toProviderRpcError } from '../../provider/toProviderRpcError';
import { base64ToBytes, bytesToBase64 } from '../../utils/base64';
import { fieldOf } from '../../utils/fieldOf';
import { adr36SignDoc, type AminoSignDoc } from './cosmosAdr36';
import type { CosmosAccountData, CosmosDirectSignDoc } from './CosmosProvider';
import { isCosmosAddress } from './isCosmosAddress';
import type { StdSignature } from './KeplrWallet';

const BASE64 = /^(?:[A-Za-z0-9+/]{4})*(?:[A-Za-z0-9+/]{2}==|[A-Za-z0-9+/]{3}=)?$/;
const DECIMAL = /^\d{1,20}$/;
const bytesOf = (value: unknown, max: number) => (typeof value === 'string' && value.length <= max && BASE64.test(value) ? base64ToBytes(value) : undefined);
const sameBytes = (a: Uint8Array | undefined, b: Uint8Array) => !!a && a.length === b.length && a.every((byte, index) => byte === b[index]);
/** JSON with object keys sorted: how two amino documents are compared (and how amino signs them). */
const sortedJson = (value: unknown): string =>
  Array.isArray(value)
    ? `[${value.map(sortedJson).join(',')}]`
    : value && typeof value === 'object'
      ? `{${Object.keys(value).sort().map((key) => `${JSON.stringify(key)}:${sortedJson((value as Record<string, unknown>)[key])}`).join(',')}}`
      : JSON.stringify(value) ?? 'null';

/** A request through the modal's one request path; rejections as provider errors. */
const ask = (method: string, params: Record<string, unknown>) =>
  requestWallet('cosmos', { method, params }).catch((error: unknown) => Promise.reject(toProviderRpcError(error)));
const failure = (error: InvalidWalletDataError) => toProviderRpcError(error);

/** A StdSignature: a compressed secp256k1 public key (33 bytes, base64) and a 64-byte signature (r‖s, base64). */
function readSignature(value: unknown): StdSignature {
  const type = fieldOf(fieldOf(value, 'pub_key'), 'type');
  const key = fieldOf(fieldOf(value, 'pub_key'), 'value');
  const signature = fieldOf(value, 'signature');
  if (type !== 'tendermint/PubKeySecp256k1' || bytesOf(key, 100)?.length !== 33 || bytesOf(signature, 100)?.length !== 64) {
    throw failure(new InvalidWalletDataError('signature', signature));
  }
  return { pub_key: { type, value: key as string }, signature: signature as string };
}

function signerParams(signer: string): string {
  if (!isCosmosAddress(signer)) throw new ProviderRpcError(-32602, 'signer must be a bech32 account address');
  return signer;
}

/** What the cosmos provider asks the wallet, in WalletConnect's cosmos method set, and how it reads the answers. */
export const cosmosRequests = {
  async getAccounts(): Promise<CosmosAccountData[]> {
    const answer = await ask('cosmos_getAccounts', {});
    return (Array.isArray(answer) ? answer.slice(0, 20) : []).flatMap((entry: unknown) => {
      const address = fieldOf(entry, 'address');
      const algo = fieldOf(entry, 'algo');
      const pubkey = bytesOf(fieldOf(entry, 'pubkey'), 100);
      return isCosmosAddress(address) && typeof algo === 'string' && algo.length <= 32 && pubkey ? [{ address, algo, pubkey }] : [];
    });
  },

  /** ADR-36 is amino over the MsgSignData document: the wallet must sign exactly that document. */
  async signArbitrary(signer: string, data: string | Uint8Array): Promise<StdSignature> {
    const bytes = typeof data === 'string' ? new TextEncoder().encode(data) : data;
    if (!(bytes instanceof Uint8Array)) throw new ProviderRpcError(-32602, 'data must be a string or a Uint8Array');
    const signDoc = adr36SignDoc(signerParams(signer), bytes);
    const answer = await ask('cosmos_signAmino', { signerAddress: signer, signDoc });
    // The answer must say what was signed: a wallet that leaves it out is not taken at its word.
    const signed = fieldOf(answer, 'signed');
    if (signed === undefined || sortedJson(signed) !== sortedJson(signDoc)) throw failure(new InvalidWalletDataError('signature', 'another document'));
    return readSignature(fieldOf(answer, 'signature'));
  },

  async signAmino(signer: string, signDoc: AminoSignDoc): Promise<{ signed: AminoSignDoc; signature: StdSignature }> {
    const answer = await ask('cosmos_signAmino', { signerAddress: signerParams(signer), signDoc });
    const signature = readSignature(fieldOf(answer, 'signature'));
    const signed = fieldOf(answer, 'signed') as AminoSignDoc | undefined;
    // The wallet may set the fee and the memo; what the document does is the page's.
    const kept = (doc: AminoSignDoc) => sortedJson({ chain_id: doc.chain_id, account_number: doc.account_number, sequence: doc.sequence, msgs: doc.msgs });
    if (!signed || typeof signed !== 'object' || kept(signed) !== kept(signDoc)) throw failure(new InvalidWalletDataError('signature', 'another document'));
    return { signed, signature };
  },

  async signDirect(signer: string, signDoc: CosmosDirectSignDoc): Promise<{ signed: CosmosDirectSignDoc; signature: StdSignature }> {
    const { bodyBytes, authInfoBytes, chainId } = signDoc;
    const accountNumber = String(signDoc.accountNumber);
    if (!(bodyBytes instanceof Uint8Array) || !(authInfoBytes instanceof Uint8Array) || typeof chainId !== 'string' || !DECIMAL.test(accountNumber)) {
      throw new ProviderRpcError(-32602, 'signDoc needs bodyBytes, authInfoBytes, chainId and accountNumber');
    }
    const answer = await ask('cosmos_signDirect', {
      signerAddress: signerParams(signer),
      signDoc: { chainId, accountNumber, authInfoBytes: bytesToBase64(authInfoBytes), bodyBytes: bytesToBase64(bodyBytes) },
    });
    const signature = readSignature(fieldOf(answer, 'signature'));
    const signed = fieldOf(answer, 'signed');
    const signedBody = bytesOf(fieldOf(signed, 'bodyBytes'), 1_000_000);
    const signedAuth = bytesOf(fieldOf(signed, 'authInfoBytes'), 1_000_000);
    // The wallet may set the fee (auth info); the body, chain and account number are the page's.
    if (!sameBytes(signedBody, bodyBytes) || !signedAuth || fieldOf(signed, 'chainId') !== chainId || String(fieldOf(signed, 'accountNumber')) !== accountNumber) {
      throw failure(new InvalidWalletDataError('signature', 'another document'));
    }
    return { signed: { bodyBytes: signedBody as Uint8Array, authInfoBytes: signedAuth, chainId, accountNumber: BigInt(accountNumber) }, signature };
  },
};
