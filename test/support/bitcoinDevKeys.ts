// The Bitcoin ledger twin's development keys (demo/stack/bitcoin/devKeys.mjs derives them from
// fixed seeds), as literals for TypeScript tests. Genesis gives each payment address 1 BTC in four
// outputs and each ordinals address 100,000 sats. Like DEV_ACCOUNTS: tests that read balances use
// 0-5, tests that send use 6-9, so balances stay predictable. Public test keys: never fund them for real.
// test/stack/bitcoinLedger.test.ts checks this file against the derivation.
export interface BitcoinDevKey {
  index: number;
  /** P2WPKH (tb1q…); publicKey is the 33-byte compressed key, hex. */
  payment: { address: string; privateKey: string; publicKey: string };
  /** P2TR key path (tb1p…); publicKey is the 32-byte x-only internal key, hex. */
  ordinals: { address: string; privateKey: string; publicKey: string };
}

export const BIP122_TESTNET = 'bip122:000000000933ea01ad0ee984209779ba';
/** Sats genesis gives each payment address (1 BTC) and each ordinals address. */
export const GENESIS_PAYMENT_SATS = 100_000_000;
export const GENESIS_ORDINALS_SATS = 100_000;

export const BITCOIN_DEV_KEYS: readonly BitcoinDevKey[] = [
  {
    index: 0,
    payment: { address: 'tb1q9dn7y4uju0ld4uane4sf23xtj9ymep0nqf5z4j', privateKey: '6a24d9824559c720915995e69e221a49c32e5d62babffa9d0c4f4a0acf779c43', publicKey: '03b0eba63ba55955654e41d8ad5f86f1927be7fe7d8531e7a86f55231376389ec9' },
    ordinals: { address: 'tb1pl4rfwwqae72x5vqvynn4jnafhcpt0njfsk6r8nljk9e4u7z4vdjsqv8mna', privateKey: 'd5ad0e458d2727b16991c16ddb3b0e7529c50ee5dab8c1788e019b44670b7a41', publicKey: '890f4702799555b5f9aba55070f1fc1b293ac932b3505d09313671947a4d7649' },
  },
  {
    index: 1,
    payment: { address: 'tb1qjmqmlsymc9cdljutkae8lj347j3ms65pens3w8', privateKey: '4ead949b728c3419c41d9670837c0df85b8c57e9e4976c83bf4ff5758aae69de', publicKey: '02120c82c93b2cece5c8981b0ee30ea679247cd638e9df40e2b999eac18b7b9ff8' },
    ordinals: { address: 'tb1pay7a4hltg35nyh24mazgk69scwur9ryaaxp7etw4e5nvmhguedpq0qm5de', privateKey: 'fc0b9586d3cfcf24d55f83ba789b50720f60b8edaedae38b46349dc5e2d7ffb3', publicKey: '557008b5009b2dda269f7d63f1419e1b3a908f0bc606e08636c7a1531e4c0ff0' },
  },
  {
    index: 2,
    payment: { address: 'tb1q67u6g9ak2365vhfhplyttyjerm82nsdxzylytq', privateKey: '06475dff51f890b264e31a853040f74e85e3bd82ce0de9fcd0a858c1a0e00210', publicKey: '03bd6a001833ae7d8d51e7db04158336d6bd8bb565005937e29b558c9e8f3aaa80' },
    ordinals: { address: 'tb1pgvwzg082h3k7qsg287pp3l75c2v6hdu7kepmkk7p4rvt26lamuuq4adnlj', privateKey: 'c5ecd63c9b52a6455623256862d70fd1f03b8152de742c7cc574861ea67931dc', publicKey: '6c214a046071fa91c9211ce04e9de030886aa2708758aab126c71eaa6b6f9877' },
  },
  {
    index: 3,
    payment: { address: 'tb1qax473u9u42w8m0eup6x4lc96dmxwr3jesyd9w7', privateKey: '612cde8e764afd44f925401d1edc291b1090b128b4285ab9c9480c05c4386449', publicKey: '03d4ff48f65a594a3da1f676dab8c2e1e0a3f84da4fd79ceb18723dd8e142839f4' },
    ordinals: { address: 'tb1pnzx0hvt9up889vetk5jvdc7rp2eppa4duz43q2phc6m5uuwhku7s2c88xm', privateKey: '494aeae5f70c3c378b5b5a5e972abae6fc6f38deeec4c0707275ecc8ae36ee5f', publicKey: '1e44911e4df5bcc635948612cf11478a3d5d8d8f84229f6b82860fcf7a146a83' },
  },
  {
    index: 4,
    payment: { address: 'tb1qr9g4dj474ewvef7v0vgcvjx28fkwh7zyhsswng', privateKey: '99440ac8cd0fe4f95a407c67574e35e49215427e482982a4936f000b27f58fd7', publicKey: '03aa2fa6a40098e0d0b65bfc324c2d9f0aa62288436e06115955f069ff884eb8ef' },
    ordinals: { address: 'tb1p573ahvdwcpkjaatm6ltr098yqdrmwqzqc3hwt7rrkglpgxkzfggqdql85y', privateKey: '37dd27a468db8e0c62ea874321cb649e2bbbf0b1e3723023bb2e02a8a4c3aa9c', publicKey: '287aafee29819c1854a63f8c4bd78e0da2fd1664156dc2504523e9910fd7a211' },
  },
  {
    index: 5,
    payment: { address: 'tb1quy2vfwdlmpvsfmnmm2xl5zutu6ujwhzkfqr7xq', privateKey: '212e8a96958c5d64803d9e54b725691449bcfe5d7eb4c81693765e46233572ed', publicKey: '03a721343293ffc1850aea0242dc489fd99075048934c067700758d1a8a2d453b9' },
    ordinals: { address: 'tb1ppt24q60q7cngmlj3qs0v6negevg7q7sq59fq5h4ky8qyexjdqwmsl0w70e', privateKey: '5568923d8a8f9af0f627010ffde2ce80ece306669172a789e800f57309b8dca0', publicKey: 'bc71166a762a5f513ecfdbb195347e5a04e960d9ac632445963db1dc0c6ebb3d' },
  },
  {
    index: 6,
    payment: { address: 'tb1q8luvpalmdfl2qk4n33yv0gclt34mk7hkzruumk', privateKey: '604786e9d9ece2b024eeb368b1bf6c3a35bc780ee8ba0c37d03353e629a07bac', publicKey: '02983456792963d7530318423964f770d776bf6eabd0aca3c53079e50afd21755b' },
    ordinals: { address: 'tb1p0nhjcf32qtspvdkazc3mv6g92plruwfsdp5z3llk2xzkwevv525qwyt2t5', privateKey: 'e8e2b872c3699b19ac8f216150b491619605c28c053f8007c449f9c369e18bf4', publicKey: '0ad958394c8f2bc8c19d6c08ad7d18fa785c0dea26a565c30d7b502d75b95699' },
  },
  {
    index: 7,
    payment: { address: 'tb1q9lmjgf70eanrq355dclmv29eyl74x8l64n6dug', privateKey: 'a623dbb0fc89aa76c27f2eb9b56f91bc77c5df87256240f973db1ad4e6c759b2', publicKey: '024723e877546fe0ebbdd0ab546b80f2d8ccaf97f072b4e158edd784649b8ecbbc' },
    ordinals: { address: 'tb1pg5d9jqh8fdgeky4lys6s03kfeam7fk73dtvq0x2jzxnuguzmfgksdszeun', privateKey: '2e81f516cf62b0d9de1c8341cb0841de6c03258aab7c0aff81b3c5239c691ab0', publicKey: 'e39a1dac5bb53a10a63a7a2298b7e042f38d06f0b1e01f9e6fa74adadfbb8097' },
  },
  {
    index: 8,
    payment: { address: 'tb1q57rp0p4mt44uujss2f0y4079rmn45hzlvlnwsa', privateKey: 'bdbe611c6ae6abfe32ed3d21243cc9621e025a668d6cc8446640cda99682070e', publicKey: '03cf0d9102037f828814e5d75e5de04f3fd8566a582a81160a7c1448f75881a8ce' },
    ordinals: { address: 'tb1p9jmsdmgzsn4gnwey0vhpffnnnfrece5q65hpqz4vu4t87726crhsct5ukj', privateKey: '977ec9c97dc28330cb49fa955cf0a37171330fdc04856179dc581860dc62c60b', publicKey: '15b9a5efd588cd5b42eb61ea37d85363f1769ea593574d75470a4fb45c82fddc' },
  },
  {
    index: 9,
    payment: { address: 'tb1q4s4y5wfr9e0pf4dfnclmcdgtdqayx449zu7u9w', privateKey: '08ac6f7fb456bb709a6f336783ccc441df7449f6c4650f1ea75e3262278c62d8', publicKey: '03584d0a06849b293a5d5d2be1b49e08ca41c70305083c657cbba9836685408460' },
    ordinals: { address: 'tb1p4udg2fr66wmgfmswqqv0c8llgnv3zfvvc56469zkzazs4e2jy7ysqgwp69', privateKey: 'a77cb84114e55db2e459c717b2a6b865543c76cc20f75fd6fc00edcf758369a7', publicKey: '467685f13dca4e6593fae1ab7ae61d29a18ac0dd8092f0f1f8169d29a0df2da3' },
  },
];
