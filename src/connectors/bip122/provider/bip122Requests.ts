import { requestWallet } from '../../../actions/wallet/requestWallet';
import { ProviderRpcError } from '../../../provider/ProviderRpcError';
import { toProviderRpcError } from '../../../provider/toProviderRpcError';
import type { Bip122Provider, BitcoinAccountAddress } from './Bip122Provider';

/** A request through the modal's one request path; rejections as provider errors. */
const askBitcoinWallet = (method: string, params: Record<string, unknown>): Promise<unknown> =>
  requestWallet('bip122', { method, params }).catch((error: unknown) => Promise.reject(toProviderRpcError(error)));

const failure = (message: string) => new ProviderRpcError(-32603, message);

/**
 * The bip122 provider's requests (createBip122Provider loads this chunk on the first one);
 * sendTransfer with the account that was connected when the page asked.
 */
export const bip122Requests = {
  async getAccountAddresses(): Promise<BitcoinAccountAddress[]> {
    const answer = await askBitcoinWallet('getAccountAddresses', {});
    return (Array.isArray(answer) ? answer : []) as BitcoinAccountAddress[];
  },
  async signMessage({ address, message }: Parameters<Bip122Provider['signMessage']>[0]): Promise<string> {
    const { signature } = (await askBitcoinWallet('signMessage', { address, message, protocol: 'bip322' })) as { signature?: unknown };
    if (typeof signature !== 'string') throw failure('The wallet returned no signature');
    return signature;
  },
  async signPSBT({ psbt, signInputs, broadcast = false }: Parameters<Bip122Provider['signPSBT']>[0]): ReturnType<Bip122Provider['signPSBT']> {
    const answer = (await askBitcoinWallet('signPsbt', { psbt, signInputs, broadcast })) as { psbt?: unknown; txid?: unknown };
    if (typeof answer.psbt !== 'string') throw failure('The wallet returned no PSBT');
    return { psbt: answer.psbt, ...(typeof answer.txid === 'string' ? { txid: answer.txid } : {}) };
  },
  async sendTransfer({ recipient, amount }: Parameters<Bip122Provider['sendTransfer']>[0], account: string | undefined): Promise<string> {
    const { txid } = (await askBitcoinWallet('sendTransfer', { recipientAddress: recipient, amount: String(amount), account })) as { txid?: unknown };
    if (typeof txid !== 'string') throw failure('The wallet returned no transaction id');
    return txid;
  },
};
