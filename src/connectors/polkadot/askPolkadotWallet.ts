import { requestWallet } from '../../actions/wallet/requestWallet';
import { toProviderRpcError } from '../../provider/toProviderRpcError';

/** A request of the polkadot provider, through the modal's one request path; rejections as provider errors. */
export function askPolkadotWallet(method: string, params: Record<string, unknown>): Promise<unknown> {
  return requestWallet('polkadot', { method, params }).catch((error: unknown) => Promise.reject(toProviderRpcError(error)));
}
