// Planted history items that no local chain can produce: a received spam NFT, so the client's
// "transactions whose transfers are all spam NFTs are dropped" rule can be tested.
// POST /__fixtures/spam-nft { address, chainId } plants one; DELETE /__fixtures/spam-nft clears all.
import { randomBytes } from 'node:crypto';
import { initialsSvg } from './svgImage.mjs';
import { caip2 } from './units.mjs';

// After every real transaction of the same block, so a planted item sorts as the newest.
const FIXTURE_INDEX_BASE = 1_000_000;
const PREVIEW = `data:image/svg+xml;base64,${Buffer.from(initialsSvg('Free Airdrop', 'spam-nft')).toString('base64')}`;

export function createSpamFixtures() {
  const planted = []; // { chainId, address, block, index, tx }
  let seq = 0;

  return {
    /** Plants one spam NFT receipt for `address` on `chainId`, positioned at `block`; returns the Tx. */
    plant({ address, chainId, block }) {
      const hash = `0x${randomBytes(32).toString('hex')}`;
      const tx = {
        id: hash,
        metadata: {
          operationType: 'receive',
          hash,
          chain: caip2(chainId),
          minedAt: new Date().toISOString(),
          sentFrom: `0x${randomBytes(20).toString('hex')}`,
          sentTo: address.toLowerCase(),
          status: 'confirmed',
          nonce: 0,
        },
        transfers: [
          {
            nft_info: { name: 'Free Airdrop Voucher', content: { preview: { url: PREVIEW } }, flags: { is_spam: true } },
            direction: 'in',
            quantity: { numeric: '1' },
          },
        ],
      };
      planted.push({ chainId, address: address.toLowerCase(), block, index: FIXTURE_INDEX_BASE + (seq += 1), tx });
      return tx;
    },
    for: (chainId, address) => planted.filter((p) => p.chainId === chainId && p.address === address.toLowerCase()),
    clear() {
      const count = planted.length;
      planted.length = 0;
      return count;
    },
  };
}
