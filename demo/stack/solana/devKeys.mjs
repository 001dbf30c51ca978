// The Solana development keypairs the local ledger funds, shared by the stack (Node), the demo
// Solana wallet (browser, unbundled) and the tests; so this file imports nothing.
// Seed i is sha256("wallet-modal solana dev key " + i); an ed25519 keypair is fully defined by
// its 32-byte seed. The public keys are written out so a browser can show an address without
// deriving it first; the stack checks them against the seeds at start (devKeypairs.mjs).
// Like anvil's accounts: keys 0-5 hold the USDC-like token too and are what balance tests
// read; tests that send use 6-9 so the others' balances stay predictable.

const KEYS = [
  ['3d7b4dd9a3d29a671c6e403b50f276965bf8a3509eaf9af037c9f4140db53f15', '8cnCsFuvhDaHUmg2N9hPUGEfgzKK79aZdtkVGnrJMmic'],
  ['e2145d526c85a0cce45511030babf230356820288541bbb77181577f40a32b41', '8DCx8GXZyG7URbVygphgH6enXcVQjizKaxS9Unn6QZuR'],
  ['5c6cd92bf2e3dfb2de0bcb240c9f85e461d78c2b5a91faa9c88c52d9c4b5de5f', 'HYFNm4Aie85QxepuGnPchjAr9LCR5itQDRH1uNcNUzXg'],
  ['f23541b3be9c9a4786d3a0a6c720a443eb774f2499bf43b3bdda8336ca5bd168', 'ArCJkjjBa5DSrEGRm1iHb6apMVTUSqBi7TwybATZrLhY'],
  ['ecb8a16a74af49dd72cd736ab5f695721e1f09cd0c8e6065bb7cd4c3dfd9932f', '6thzQd3yc2o8pcqbVwE1AkruwSSpJybLvHuvdWEtCQYS'],
  ['64bf217f05ba3d64b430a931ec7463ef353e02d40ac804c0a3b92e4e9a37c313', '8iXDxFt6jr4Ls6GCnzbEzdtKruxSojENtKsHcEqW3kVZ'],
  ['bfecdef7318c9de17c3797dadb9086cc5571e525eb5cb5514587f14b3884d43a', 'BwrqF7DwXuc4478obVJr6sdnv4GASK6FKGdqEJMvJbTG'],
  ['7712e489037c4404965354c6ce93efefa91e4555279a96eb6ae697a6fb5a5ec6', '2HudkUDCHWPSL7hMRPSC3YuGeKkzALwQsVp6tgPv4yg5'],
  ['cfe207e41fdf23de05ccf4d816a52560a7ed024ba19afc3faf29fa7d90010fae', 'C4uNmTbTMz3FFKXwmnhAS2MgySMDx7kHKbD8FTaT1M1o'],
  ['7588347cc69d338f66a26731b8e9e9ba2b88435c7df4dcf1b1a7f879a71a7de6', 'B1GS33sxtQ7pW6pYQa2Rd6LT7Nxr5eghA923t29DQjQb'],
];

/** `[{ index, seedHex, publicKey }]`, publicKey in base58. Development keys: never use them for real funds. */
export const SOLANA_DEV_KEYS = Object.freeze(KEYS.map(([seedHex, publicKey], index) => Object.freeze({ index, seedHex, publicKey })));

/** The 32-byte seed of dev key `index` (a fresh copy each call). */
export function solanaDevSeed(index) {
  const key = SOLANA_DEV_KEYS[index];
  if (!key) throw new RangeError(`No Solana dev key ${index}: there are ${SOLANA_DEV_KEYS.length} (0-${SOLANA_DEV_KEYS.length - 1})`);
  return Uint8Array.from(key.seedHex.match(/../g), (byte) => Number.parseInt(byte, 16));
}
