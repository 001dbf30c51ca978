// The hosted verify service is out of reach here: on the modal's own WalletConnect client
// (in tests only) its registration and lookup become no-ops, as the reference advises, so a
// connect does not wait 5 s for a verify frame that cannot load.
import { getWalletConnect } from '../../src/actions/walletConnect/getWalletConnect';

export async function quietWalletConnectVerify(): Promise<void> {
  const { signClient } = await getWalletConnect();
  const verify = signClient.core.verify as unknown as { register: unknown; resolve: unknown };
  verify.register = async () => undefined;
  verify.resolve = async () => undefined;
}
