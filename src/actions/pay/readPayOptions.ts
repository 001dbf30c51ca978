import { PayError } from '../../errors/payErrors';
import { $config } from '../../stores/config';
import type { PayRequest } from '../../stores/payment';
import { parseUnits } from '../../utils/parseUnits';
import { isValidAddress } from '../../utils/validateAddress';
import type { PayOptions } from './PayOptions';

const ADDRESS = /^0x[0-9a-fA-F]{40}$/;
const DECIMAL = /^(\d{1,40})(?:\.(\d{1,40}))?$/;
/** SLIP-44's coin type of Ether, how CAIP-19 names the native coin of the EVM networks. */
const NATIVE_ASSET = 'slip44:60';

/** The units of a decimal text, or why it is not an amount Pay takes. */
function unitsOf(amount: unknown, decimals: number): bigint | string {
  if (typeof amount !== 'string') return 'amount must be a decimal text, such as "0.01"';
  const match = DECIMAL.exec(amount);
  if (!match) return `amount "${amount.slice(0, 60)}" is not a decimal number, such as "0.01"`;
  if ((match[2] ?? '').length > decimals) return `amount ${amount} has more than the asset's ${decimals} decimals`;
  // No digit beyond the asset's: parseUnits rounds nothing.
  const units = parseUnits(amount, decimals);
  return units > 0n ? units : 'amount must be above 0';
}

/**
 * The host's options checked, before anything shows: `network` one of the page's EVM
 * networks (Pay pays on eip155 networks, as the hosted exchanges do), `recipient` a 0x address
 * (a mixed-case one passes its EIP-55 checksum), `asset` 'native' or a 0x address (`readToken`
 * reads an ERC-20's symbol and decimals on that network, undefined when it is no token) and
 * `amount` a decimal text above 0 with at most the asset's decimals. Each failure is a PayError
 * with its code.
 */
export async function readPayOptions(
  options: PayOptions,
  { readToken }: { readToken: (network: PayRequest['network'], address: string) => Promise<{ symbol: string; decimals: number } | undefined> },
): Promise<PayRequest> {
  if (typeof options !== 'object' || options === null) throw new PayError('INVALID_AMOUNT', 'pay() needs its options: { recipient, amount, asset, network }');
  const { recipient, amount, asset, network: networkId } = options;
  const network = $config.get().networks.find((candidate) => candidate.caipNetworkId === networkId);
  if (!network || network.chainNamespace !== 'eip155') {
    throw new PayError('INVALID_NETWORK', `Pay cannot pay on "${String(networkId).slice(0, 60)}": name one of the page's EVM networks (CAIP-2, such as "eip155:1")`);
  }
  if (typeof recipient !== 'string' || !isValidAddress(recipient)) {
    throw new PayError('INVALID_RECIPIENT', `The recipient "${String(recipient).slice(0, 60)}" is not an address: give a 0x address (a mixed-case one must pass its checksum)`);
  }
  let token: { address: string; symbol: string; decimals: number } | undefined;
  if (asset !== 'native') {
    if (typeof asset !== 'string' || !ADDRESS.test(asset)) throw new PayError('INVALID_ASSET', `The asset "${String(asset).slice(0, 60)}" is neither 'native' nor a token's 0x address`);
    const facts = await readToken(network, asset).catch(() => undefined);
    if (!facts) throw new PayError('INVALID_ASSET', `The asset ${asset} is not a token on ${network.name}: its symbol and decimals cannot be read`);
    token = { address: asset.toLowerCase(), ...facts };
  }
  const decimals = token?.decimals ?? network.nativeCurrency.decimals;
  const units = unitsOf(amount, decimals);
  if (typeof units === 'string') throw new PayError('INVALID_AMOUNT', `The ${units}`);
  return {
    recipient: recipient.toLowerCase(),
    amount: amount as string,
    units,
    token: token?.address,
    symbol: token?.symbol ?? network.nativeCurrency.symbol,
    decimals,
    network,
    caip19: `${network.caipNetworkId}/${token ? `erc20:${token.address}` : NATIVE_ASSET}`,
  };
}
