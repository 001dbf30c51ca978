// The hosted verify service is out of reach here: on the modal's own WalletConnect client
// (in tests only) its registration and lookup become no-ops, as the reference advises, so a
// connect does not wait 5 s for a verify frame that cannot load.
import { getEvmAdapter } from '../../src/actions/evm/getEvmAdapter';

export async function quietWalletConnectVerify(): Promise<void> {
  const provider = (await (await getEvmAdapter()).walletConnectProvider()) as {
    signer: { client: { core: { verify: { register: unknown; resolve: unknown } } } };
  };
  provider.signer.client.core.verify.register = async () => undefined;
  provider.signer.client.core.verify.resolve = async () => undefined;
}
