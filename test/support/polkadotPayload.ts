// A Polkadot transaction payload for signing tests, and the bytes a signer signs for it, spelled
// out here with @polkadot/util (independently of the demo wallet's encoder): the call, then the
// extra data (era, compact nonce, compact tip), then the additional signed data (spec and
// transaction versions as u32 LE, genesis hash, block hash); blake2b-256 of it past 256 bytes.
import { bnToU8a, compactToU8a, hexToU8a, u8aConcat } from '@polkadot/util';
import { blake2AsU8a } from '@polkadot/util-crypto';
import { POLKADOT_CHAINS } from '../../demo/stack/polkadot/polkadotChains.mjs';

export const STANDARD_EXTENSIONS = ['CheckNonZeroSender', 'CheckSpecVersion', 'CheckTxVersion', 'CheckGenesis', 'CheckMortality', 'CheckNonce', 'CheckWeight', 'ChargeTransactionPayment'];

/** A payload from `address` on `chainId` whose call is `callBytes` long (a remark of that size). */
export function polkadotPayload(address: string, chainId: string, callBytes: number) {
  const genesisHash = POLKADOT_CHAINS[chainId]?.genesisHash as string;
  const method = `0x0001${'61'.repeat(callBytes - 2)}`;
  return {
    address,
    blockHash: '0x554d682a74099d05e8b7852d19c93b527b5fae1e9e1969f6e1b82a2f09a14cc9',
    blockNumber: '0x00cb539c',
    era: '0xc501',
    genesisHash,
    method,
    nonce: '0x0000002a',
    signedExtensions: [...STANDARD_EXTENSIONS],
    specVersion: '0x00002468',
    tip: '0x00000000000000000000000000000000',
    transactionVersion: '0x0000000e',
    version: 4,
  };
}

/** What the signer signs for a payload of polkadotPayload. */
export function payloadBytes(payload: ReturnType<typeof polkadotPayload>): Uint8Array {
  const encoded = u8aConcat(
    hexToU8a(payload.method),
    hexToU8a(payload.era),
    compactToU8a(BigInt(payload.nonce)),
    compactToU8a(BigInt(payload.tip)),
    bnToU8a(BigInt(payload.specVersion), { bitLength: 32 }),
    bnToU8a(BigInt(payload.transactionVersion), { bitLength: 32 }),
    hexToU8a(payload.genesisHash),
    hexToU8a(payload.blockHash),
  );
  return encoded.length > 256 ? blake2AsU8a(encoded, 256) : encoded;
}
