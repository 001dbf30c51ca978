// The twin's account-name table: the fixed names of assets.mjs IDENTITIES (dev0.reown.id,
// dev1.reown.id) and the names registered through POST /v1/profile/account, kept in memory for
// the stack's life. Every read (name lookup, reverse lookup, suggestions, the identity call)
// goes through one registry, so they always agree.
//
// The name rule is the spec's (§5): at least 4 characters, only letters, digits and hyphens.
// The twin also caps a label at 63 characters (a DNS label's limit); the spec names no maximum.
// Names are stored lowercase as `{label}.reown.id`; the legacy `.wcn.id` zone resolves like
// `.reown.id` (spec §9). One name per address: an address that has a name cannot register another.
import { IDENTITIES } from './assets.mjs';

export const ZONE = '.reown.id';
export const LEGACY_ZONE = '.wcn.id';
const LABEL_RULE = /^[a-z0-9-]{4,63}$/;
/** The description of an InvalidName answer: the name breaks the rule (labelOf answers null). */
export const INVALID_NAME = 'Invalid name: at least 4 characters, only letters, digits and hyphens';
// The fixed names never change: one registration time for all of them.
const FIXED_REGISTERED_AT = '2024-01-01T00:00:00.000Z';
// SLIP-44 coin type of Ethereum: the key of a fixed name's address in a profile's `addresses`.
const EVM_COIN_TYPE = '60';
const SUGGESTION_COUNT = 3;

/** Lowercase, with the legacy zone turned into today's, so either spelling finds the name. */
export function canonicalName(name) {
  const lower = String(name).toLowerCase();
  return lower.endsWith(LEGACY_ZONE) ? `${lower.slice(0, -LEGACY_ZONE.length)}${ZONE}` : lower;
}

/**
 * The label of a name typed with or without its zone (`alice`, `Alice.reown.id`, `alice.wcn.id`),
 * lowercase; null when it breaks the name rule.
 */
export function labelOf(input) {
  if (typeof input !== 'string') return null;
  const name = canonicalName(input);
  const label = name.endsWith(ZONE) ? name.slice(0, -ZONE.length) : name;
  return LABEL_RULE.test(label) ? label : null;
}

export function createNameRegistry() {
  // name (lowercase, `.reown.id`) -> entry; address (lowercase) -> entry.
  const byName = new Map();
  const byAddress = new Map();

  function add(entry) {
    byName.set(entry.name, entry);
    byAddress.set(entry.address, entry);
    return entry;
  }

  for (const [address, { name, avatarLabel, bio }] of Object.entries(IDENTITIES)) {
    add({ name: canonicalName(name), address, coinType: EVM_COIN_TYPE, registeredAt: FIXED_REGISTERED_AT, avatarLabel: avatarLabel ?? null, bio: bio ?? null, fixed: true });
  }

  const isTaken = (label) => byName.has(`${label}${ZONE}`);

  return {
    /** The entry `{ name, address, coinType, registeredAt, avatarLabel, bio, fixed }` of a name, any zone or case. */
    lookup: (name) => byName.get(canonicalName(name)),
    /** The entry of an address (any case), or undefined. */
    ofAddress: (address) => byAddress.get(String(address).toLowerCase()),
    isTaken,

    /**
     * Registers `{label}.reown.id` for `address`; the caller has checked the label, the
     * signature, and that neither the name nor the address is taken.
     */
    register({ label, address, coinType, now = new Date() }) {
      const lower = address.toLowerCase();
      if (isTaken(label) || byAddress.has(lower)) throw new Error('register: name or address already taken');
      return add({ name: `${label}${ZONE}`, address: lower, coinType: String(coinType), registeredAt: now.toISOString(), avatarLabel: null, bio: null, fixed: false });
    },

    /** `[{ name, registered }]`: the name itself first, then free variants (label + digits). */
    suggestions(label) {
      const list = [{ name: `${label}${ZONE}`, registered: isTaken(label) }];
      for (let n = 1; list.length <= SUGGESTION_COUNT; n += 1) {
        const variant = `${label.slice(0, 63 - String(n).length)}${n}`;
        if (!isTaken(variant) && variant !== label) list.push({ name: `${variant}${ZONE}`, registered: false });
      }
      return list;
    },

    /** Test fixture: forgets registered (never fixed) names by name or address; how many went. */
    forget({ name, address }) {
      const entries = [name && byName.get(canonicalName(name)), address && byAddress.get(String(address).toLowerCase())];
      let removed = 0;
      for (const entry of new Set(entries.filter((e) => e && !e.fixed))) {
        byName.delete(entry.name);
        byAddress.delete(entry.address);
        removed += 1;
      }
      return removed;
    },
  };
}
