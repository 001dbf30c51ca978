import { base64ToBytes, bytesToBase64 } from '../../utils/base64';
import type { StandardAccount, StandardWallet } from '../walletStandard/StandardWallet';

const rpcError = (code: number, message: string) => Object.assign(new Error(message), { code });
const hex = (bytes: Uint8Array) => [...bytes].map((byte) => byte.toString(16).padStart(2, '0')).join('');

type Call<I, O> = (...inputs: I[]) => Promise<readonly O[]>;

function featureOf<T>(wallet: StandardWallet, name: string, method: string): T {
  const found = (wallet.features[name] as Record<string, unknown> | undefined)?.[method];
  if (typeof found !== 'function') throw rpcError(4200, `The wallet does not support ${name}`);
  return found.bind(wallet.features[name]) as T;
}

/** The account's purpose when the wallet says it (payment, ordinals), else payment. */
export const purposeOf = (account: StandardAccount) => ((account as { purpose?: unknown }).purpose === 'ordinals' ? 'ordinals' : 'payment');

/**
 * Runs a request of WalletConnect's bip122 method set (the modal's one request language for
 * Bitcoin) on a Wallet Standard wallet: `getAccountAddresses`, `signMessage` (BIP-322,
 * base64), `signPsbt` (base64 PSBT) and `sendTransfer` (amount in sats).
 */
export async function requestStandardBitcoin(
  wallet: StandardWallet,
  accounts: readonly StandardAccount[],
  { method, params }: { method: string; params?: unknown },
): Promise<unknown> {
  const input = (params ?? {}) as Record<string, unknown>;
  switch (method) {
    case 'getAccountAddresses':
      return accounts.map((account) => ({ address: account.address, publicKey: hex(account.publicKey ?? new Uint8Array()), purpose: purposeOf(account) }));
    case 'signMessage': {
      const address = typeof input.address === 'string' ? input.address : accounts[0]?.address;
      if (!address || typeof input.message !== 'string') throw rpcError(-32602, 'signMessage needs an address and a message');
      const sign = featureOf<Call<{ account: { address: string }; message: Uint8Array }, { signature: Uint8Array }>>(wallet, 'bitcoin:signMessage', 'signMessage');
      const [output] = await sign({ account: { address }, message: new TextEncoder().encode(input.message) });
      if (!(output?.signature instanceof Uint8Array)) throw rpcError(-32603, 'The wallet returned no signature');
      return { address, signature: bytesToBase64(output.signature) };
    }
    case 'signPsbt': {
      const psbt = typeof input.psbt === 'string' ? base64ToBytes(input.psbt) : undefined;
      if (!psbt) throw rpcError(-32602, 'signPsbt needs a base64 PSBT');
      const byAddress = new Map<string, number[]>();
      for (const entry of Array.isArray(input.signInputs) ? input.signInputs : []) {
        const { address, index } = (entry ?? {}) as { address?: unknown; index?: unknown };
        if (typeof address !== 'string' || !Number.isSafeInteger(index)) throw rpcError(-32602, 'Invalid signInputs');
        byAddress.set(address, [...(byAddress.get(address) ?? []), index as number]);
      }
      const sign = featureOf<Call<{ psbt: Uint8Array; inputsToSign: { account: { address: string }; signingIndexes: number[] }[]; broadcast?: boolean }, { signedPsbt: Uint8Array; txid?: string }>>(
        wallet,
        'bitcoin:signTransaction',
        'signTransaction',
      );
      const [output] = await sign({
        psbt,
        inputsToSign: [...byAddress].map(([address, signingIndexes]) => ({ account: { address }, signingIndexes })),
        broadcast: input.broadcast === true,
      });
      if (!(output?.signedPsbt instanceof Uint8Array)) throw rpcError(-32603, 'The wallet returned no PSBT');
      return { psbt: bytesToBase64(output.signedPsbt), ...(typeof output.txid === 'string' ? { txid: output.txid } : {}) };
    }
    case 'sendTransfer': {
      const recipient = input.recipientAddress ?? input.recipient;
      const amount = typeof input.amount === 'string' && /^\d+$/.test(input.amount) ? input.amount : undefined;
      if (typeof recipient !== 'string' || !amount) throw rpcError(-32602, 'sendTransfer needs a recipient and an amount in sats');
      const send = featureOf<(input: { recipient: string; amount: string }) => Promise<{ txid?: unknown }>>(wallet, 'bitcoin:sendTransfer', 'sendTransfer');
      const { txid } = await send({ recipient, amount });
      if (typeof txid !== 'string') throw rpcError(-32603, 'The wallet returned no transaction id');
      return { txid };
    }
    default:
      throw rpcError(4200, `Unsupported method: ${method}`);
  }
}
