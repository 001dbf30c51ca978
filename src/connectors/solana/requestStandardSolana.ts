import { WalletSignatureError } from '../../errors/signatureErrors';
import { base58Decode, base58Encode } from '../../utils/base58';
import { base64ToBytes, bytesToBase64 } from '../../utils/base64';
import type { StandardAccount, StandardWallet } from '../walletStandard/StandardWallet';
import { standardSolanaChain } from './solanaChains';
import { ProviderRpcError } from '../../provider/ProviderRpcError';

/** The fields of a Sign In With Solana input (`SolanaSignInInput`) that `solana_signIn` passes on, all text. */
const SIGN_IN_FIELDS = ['domain', 'address', 'statement', 'uri', 'version', 'chainId', 'nonce', 'issuedAt', 'expirationTime'] as const;

const rpcError = (code: number, message: string) => new ProviderRpcError(code, message);

/** The chain id to give the wallet: the CAIP-2 id when it lists it, else the standard's name of that cluster. */
function chainFor(wallet: StandardWallet, caipNetworkId: string): string {
  if (wallet.chains.includes(caipNetworkId)) return caipNetworkId;
  return standardSolanaChain(caipNetworkId) ?? caipNetworkId;
}

function bytesParam(value: unknown, decode: (text: string) => Uint8Array | undefined, name: string): Uint8Array {
  const bytes = typeof value === 'string' ? decode(value) : undefined;
  if (!bytes) throw rpcError(-32602, `Invalid ${name}`);
  return bytes;
}

type Call<I, O> = (...inputs: I[]) => Promise<readonly O[]>;

/** Whether a wallet's `signedMessage` is exactly `expected`. */
const sameBytes = (value: unknown, expected: Uint8Array) =>
  value instanceof Uint8Array && value.length === expected.length && value.every((byte, index) => byte === expected[index]);

function featureOf<T>(wallet: StandardWallet, name: string, method: string): T {
  const found = (wallet.features[name] as Record<string, unknown> | undefined)?.[method];
  if (typeof found !== 'function') throw rpcError(4200, `The wallet does not support ${name}`);
  return found.bind(wallet.features[name]) as T;
}

/**
 * Runs a request of WalletConnect's solana method set (the modal's one request language for
 * Solana) on a Wallet Standard wallet: messages and signatures in base58, transactions in
 * base64, as WalletConnect carries them. One method of our own joins them, for wallets with
 * the standard's sign-in: `solana_signIn` with the SIWS input's text fields (its `chainId` a
 * CAIP-2 id, given to the wallet as `chainFor` names it), answered
 * `{ signedMessage: base58, signature: base58, address }`.
 */
export async function requestStandardSolana(
  wallet: StandardWallet,
  account: StandardAccount,
  caipNetworkId: string,
  { method, params }: { method: string; params?: unknown },
): Promise<unknown> {
  const input = (params ?? {}) as Record<string, unknown>;
  const chain = chainFor(wallet, caipNetworkId);
  switch (method) {
    case 'solana_getAccounts':
    case 'solana_requestAccounts':
      return [{ pubkey: account.address }];
    case 'solana_signMessage': {
      const signMessage = featureOf<Call<{ account: StandardAccount; message: Uint8Array }, { signedMessage?: unknown; signature: Uint8Array }>>(
        wallet,
        'solana:signMessage',
        'signMessage',
      );
      const message = bytesParam(input.message, base58Decode, 'message');
      const [output] = await signMessage({ account, message: Uint8Array.from(message) });
      if (!(output?.signature instanceof Uint8Array)) throw rpcError(-32603, 'The wallet returned no signature');
      // The standard lets a wallet sign other bytes than asked (a prefix of its own); a page that
      // asked for these bytes must not get a signature of others. (A wallet that leaves
      // signedMessage out is held to the bytes asked by the signature check of the provider.)
      if (output.signedMessage !== undefined && !sameBytes(output.signedMessage, message)) throw new WalletSignatureError('signedMessage', { details: `wallet ${wallet.name}` });
      return { signature: base58Encode(output.signature) };
    }
    case 'solana_signTransaction':
    case 'solana_signAllTransactions': {
      const signTransaction = featureOf<Call<{ account: StandardAccount; transaction: Uint8Array; chain: string }, { signedTransaction: Uint8Array }>>(
        wallet,
        'solana:signTransaction',
        'signTransaction',
      );
      const many = method === 'solana_signAllTransactions';
      const texts = many ? (Array.isArray(input.transactions) ? input.transactions : []) : [input.transaction];
      const signed = await signTransaction(...texts.map((text) => ({ account, chain, transaction: bytesParam(text, base64ToBytes, 'transaction') })));
      const encoded = signed.map((output) => bytesToBase64(output.signedTransaction));
      return many ? { transactions: encoded } : { transaction: encoded[0] };
    }
    case 'solana_signAndSendTransaction': {
      const send = featureOf<Call<{ account: StandardAccount; transaction: Uint8Array; chain: string; options?: unknown }, { signature: Uint8Array }>>(
        wallet,
        'solana:signAndSendTransaction',
        'signAndSendTransaction',
      );
      const [output] = await send({ account, chain, transaction: bytesParam(input.transaction, base64ToBytes, 'transaction'), options: input.sendOptions });
      if (!(output?.signature instanceof Uint8Array)) throw rpcError(-32603, 'The wallet returned no signature');
      return { signature: base58Encode(output.signature) };
    }
    case 'solana_signIn': {
      const fields: Partial<Record<(typeof SIGN_IN_FIELDS)[number], string>> = {};
      for (const key of SIGN_IN_FIELDS) {
        const value = input[key];
        if (value === undefined) continue;
        if (typeof value !== 'string') throw rpcError(-32602, `Invalid ${key}`);
        fields[key] = key === 'chainId' ? chainFor(wallet, value) : value;
      }
      const signIn = featureOf<Call<typeof fields, { account?: StandardAccount; signedMessage: Uint8Array; signature: Uint8Array }>>(wallet, 'solana:signIn', 'signIn');
      const [output] = await signIn(fields);
      if (!(output?.signedMessage instanceof Uint8Array) || !(output.signature instanceof Uint8Array)) throw rpcError(-32603, 'The wallet returned no signature');
      const address = output.account?.address;
      return {
        signedMessage: base58Encode(output.signedMessage),
        signature: base58Encode(output.signature),
        ...(typeof address === 'string' ? { address } : {}),
      };
    }
    default:
      throw rpcError(4200, `Unsupported method: ${method}`);
  }
}
