// The twin's account-name table, held as the hosted name service holds its own (blockchain-api
// migrations: a `names` table and an `addresses` table with a row per name, coin type and
// address) and read by every name call (lookup, reverse lookup, suggestions, registration and
// the identity call), so they always agree:
// - an entry is `{ name, registeredAt, attributes, addresses: [{ coinType, address }], fixed }`;
// - addresses are kept as they were sent (registration takes only EIP-55 checksummed ones) and
//   matched exactly, as the hosted queries match them; the identity call asks with the
//   checksummed address;
// - an address may hold several names.
// The fixed names (assets.mjs IDENTITIES: dev0.reown.id with an avatar and a bio, dev1.reown.id)
// stand in for the names the hosted identity call finds in ENS, which is why one has an avatar: a
// registered name can carry only a bio. Names are lowercase (the hosted service refuses any other
// format before it looks); the legacy `.wcn.id` zone finds the same names as `.reown.id` (spec §9),
// where the hosted service keeps each zone's names apart.
import { getAddress } from 'viem';
import { IDENTITIES } from './assets.mjs';
import { initialsSvg } from './svgImage.mjs';

export const ZONE = 'reown.id';
const LEGACY_ZONE = 'wcn.id';
// The fixed names never change: one registration time for all of them.
const FIXED_REGISTERED_AT = '2024-01-01T00:00:00.000Z';
// SLIP-44 coin type of Ethereum: every name has an address row for it.
export const ETHEREUM_COIN_TYPE = 60;
// The hosted suggestions: the name asked, then free names, five in all.
const SUGGESTION_OPTIONS = 5;

// Avatars are data: URIs because host pages under a strict CSP allow `img-src data: blob:`, not other hosts.
const avatarUri = (label, name) => `data:image/svg+xml;base64,${Buffer.from(initialsSvg(label, name)).toString('base64')}`;

/** Lowercase, with the legacy zone turned into today's, so either spelling finds the name. */
export function canonicalName(name) {
  const lower = String(name).toLowerCase();
  return lower.endsWith(`.${LEGACY_ZONE}`) ? `${lower.slice(0, -LEGACY_ZONE.length)}${ZONE}` : lower;
}

export function createNameRegistry() {
  const byName = new Map(); // canonical name -> entry, in the order they were registered

  const add = (entry) => {
    byName.set(entry.name, entry);
    return entry;
  };

  for (const [address, { name, avatarLabel, bio }] of Object.entries(IDENTITIES)) {
    const attributes = { ...(avatarLabel ? { avatar: avatarUri(avatarLabel, name) } : {}), ...(bio ? { bio } : {}) };
    add({ name: canonicalName(name), registeredAt: FIXED_REGISTERED_AT, attributes, addresses: [{ coinType: ETHEREUM_COIN_TYPE, address: getAddress(address) }], fixed: true });
  }

  const isRegistered = (name) => byName.has(canonicalName(name));

  return {
    /** The entry of a name (either zone), or undefined. */
    lookup: (name) => byName.get(canonicalName(name)),
    isRegistered,

    /**
     * One entry per address row that is exactly `address`, as the hosted reverse lookup joins
     * them: a name registered under an ENSIP-11 coin type has a row for it and one for 60, so it
     * comes twice.
     */
    rowsOf(address) {
      const rows = [];
      for (const entry of byName.values()) for (const row of entry.addresses) if (row.address === address) rows.push(entry);
      return rows;
    },

    /**
     * Registers `name` (checked by the caller, and free) for `address` under `coinType`, and
     * under 60 too, as the hosted service adds Ethereum's coin type to every registration.
     */
    register({ name, address, coinType, attributes, now = new Date() }) {
      if (isRegistered(name)) throw new Error(`register: ${name} is already registered`);
      const coinTypes = coinType === ETHEREUM_COIN_TYPE ? [coinType] : [coinType, ETHEREUM_COIN_TYPE];
      return add({ name: canonicalName(name), registeredAt: now.toISOString(), attributes: { ...attributes }, addresses: coinTypes.map((type) => ({ coinType: type, address })), fixed: false });
    },

    /**
     * `[{ name, registered }]` for a label in `zone`: the name itself first, then free names like
     * it (the label and a number; the hosted service takes words of its dictionary instead).
     */
    suggestions(label, zone) {
      const list = [{ name: `${label}.${zone}`, registered: isRegistered(`${label}.${zone}`) }];
      for (let n = 1; list.length < SUGGESTION_OPTIONS; n += 1) {
        const name = `${label}${n}.${zone}`;
        if (!isRegistered(name)) list.push({ name, registered: false });
      }
      return list;
    },

    /** Test fixture: forgets registered (never fixed) names by name, or by address in any case; how many went. */
    forget({ name, address }) {
      const lower = address && String(address).toLowerCase();
      const gone = [...byName.values()].filter(
        (entry) => !entry.fixed && ((name && entry.name === canonicalName(name)) || (lower && entry.addresses.some((row) => row.address.toLowerCase() === lower))),
      );
      for (const entry of gone) byName.delete(entry.name);
      return gone.length;
    },
  };
}
