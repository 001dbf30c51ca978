// Deploys the TOKENS on a fresh anvil chain and hands out the starting balances, as real
// transactions from the deployer, so balances and history come from genuine chain state.
import { DEPLOYER, MINT_TO, TOKENS } from './assets.mjs';
import { erc20InitCode, SELECTORS } from './erc20Bytecode.mjs';
import { rpc, toHex, word } from './rpcClient.mjs';

/** eth_sendTransaction from DEPLOYER (anvil signs for it); resolves to the receipt, throws if it failed. */
export async function sendAsDeployer(rpcUrl, tx) {
  const hash = await rpc(rpcUrl, 'eth_sendTransaction', [{ from: DEPLOYER, ...tx }]);
  // anvil mines each transaction at once, but the receipt can lag the hash by a moment.
  let receipt = null;
  for (let tries = 0; !receipt && tries < 100; tries += 1) {
    receipt = await rpc(rpcUrl, 'eth_getTransactionReceipt', [hash]);
    if (!receipt) await new Promise((resolve) => setTimeout(resolve, 20));
  }
  if (receipt?.status !== '0x1') throw new Error(`Setup transaction ${hash} failed on ${rpcUrl}`);
  return receipt;
}

/** Resolves to `[{ address, symbol, name, decimals }]` (addresses lowercase) for one chain. */
export async function deployTokens(rpcUrl) {
  const nonce = Number(await rpc(rpcUrl, 'eth_getTransactionCount', [DEPLOYER, 'latest']));
  // The addresses follow from the deployer's nonces, so only a fresh chain gives the usual ones.
  if (nonce !== 0) throw new Error(`Deployer ${DEPLOYER} has nonce ${nonce} on ${rpcUrl}; tokens need a fresh chain`);
  const tokens = [];
  for (const spec of TOKENS) {
    const unit = 10n ** BigInt(spec.decimals);
    const { contractAddress } = await sendAsDeployer(rpcUrl, { data: erc20InitCode({ ...spec, supply: spec.supply * unit }) });
    const address = contractAddress.toLowerCase();
    for (const holder of MINT_TO) {
      const input = `0x${SELECTORS.transfer.toString(16).padStart(8, '0')}${word(holder)}${word(spec.mint * unit)}`;
      await sendAsDeployer(rpcUrl, { to: address, data: input, value: toHex(0) });
    }
    tokens.push({ address, symbol: spec.symbol, name: spec.name, decimals: spec.decimals });
  }
  return tokens;
}
