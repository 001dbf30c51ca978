import { base64ToBytes, bytesToBase64 } from '../../utils/base64';
import type { StandardAccount, StandardWallet } from '../walletStandard/StandardWallet';
import { ProviderRpcError } from '../../provider/ProviderRpcError';

const rpcError = (code: number, message: string) => new ProviderRpcError(code, message);
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
      return accounts.map((account) => ({
        address: account.address,
        publicKey: account.publicKey instanceof Uint8Array && account.publicKey.length <= 65 ? hex(account.publicKey) : '',
        purpose: purposeOf(account),
      }));
    case 'signMessage': {
      const account = typeof input.address === 'string' ? accounts.find((candidate) => candidate.address === input.address) : accounts[0];
      if (!account || typeof input.message !== 'string') throw rpcError(-32602, 'signMessage needs an address of the connected wallet and a message');
      const address = account.address;
      const sign = featureOf<Call<{ account: StandardAccount; message: Uint8Array }, { signature: Uint8Array }>>(wallet, 'bitcoin:signMessage', 'signMessage');
      // The wallet's own account object: wallets may match accounts by identity.
      const [output] = await sign({ account, message: new TextEncoder().encode(input.message) });
      if (!(output?.signature instanceof Uint8Array)) throw rpcError(-32603, 'The wallet returned no signature');
      return { address, signature: bytesToBase64(output.signature) };
    }
    case 'signPsbt': {
      const psbt = typeof input.psbt === 'string' ? base64ToBytes(input.psbt) : undefined;
      if (!psbt) throw rpcError(-32602, 'signPsbt needs a base64 PSBT');
      const byAddress = new Map<string, number[]>();
      for (const entry of Array.isArray(input.signInputs) ? input.signInputs : []) {
        const { address, index } = (entry ?? {}) as { address?: unknown; index?: unknown };
        if (typeof address !== 'string' || !Number.isSafeInteger(index) || !accounts.some((account) => account.address === address)) {
          throw rpcError(-32602, 'Invalid signInputs: each needs an address of the connected wallet and an input index');
        }
        byAddress.set(address, [...(byAddress.get(address) ?? []), index as number]);
      }
      const sign = featureOf<Call<{ psbt: Uint8Array; inputsToSign: { account: StandardAccount; signingIndexes: number[] }[]; broadcast?: boolean }, { signedPsbt: Uint8Array; txid?: string }>>(
        wallet,
        'bitcoin:signTransaction',
        'signTransaction',
      );
      const [output] = await sign({
        psbt,
        inputsToSign: [...byAddress].map(([address, signingIndexes]) => ({ account: accounts.find((candidate) => candidate.address === address) as StandardAccount, signingIndexes })),
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
