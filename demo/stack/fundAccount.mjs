// Funds a local service's hot wallet on one chain when the stack starts (an on-ramp provider's
// delivery account, the local exchange's): ETH with anvil_setBalance (no transaction), USDC by a
// real transfer from the deployer (anvil dev account 9), so no dev account 0-8 is touched. Needs
// the chain to mine at once (before a chain switches to manual mining) and should run after every
// other deployment of the deployer, whose nonces fix the addresses of what it deploys.
import { sendAsDeployer } from './deployTokens.mjs';
import { rpc, toHex, word } from './rpcClient.mjs';
import { TRANSFER } from './sendFromHotWallet.mjs';

/** `tokens`: the chain's deployed tokens; `ethWei` set as the balance, `usdcWhole` whole USDC sent (when the chain has USDC). */
export async function fundAccount(rpcUrl, tokens, address, { ethWei, usdcWhole }) {
  await rpc(rpcUrl, 'anvil_setBalance', [address, toHex(ethWei)]);
  const usdc = tokens.find((t) => t.symbol === 'USDC');
  if (!usdc) return;
  const amount = usdcWhole * 10n ** BigInt(usdc.decimals);
  await sendAsDeployer(rpcUrl, { to: usdc.address, data: `0x${TRANSFER}${word(address)}${word(amount)}` });
}
