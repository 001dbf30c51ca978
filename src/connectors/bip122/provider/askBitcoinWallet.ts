import { requestWallet } from '../../../actions/wallet/requestWallet';
import { toProviderRpcError } from '../../../provider/toProviderRpcError';

/** A request of the bip122 provider, through the modal's one request path; rejections as provider errors. */
export function askBitcoinWallet(method: string, params: Record<string, unknown>): Promise<unknown> {
  return requestWallet('bip122', { method, params }).catch((error: unknown) => Promise.reject(toProviderRpcError(error)));
}
