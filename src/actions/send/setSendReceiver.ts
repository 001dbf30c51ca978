import { latestQuestion } from '../../utils/latestQuestion';
import { fetchNameProfile } from '../../services/blockchain/fetchNameProfile';
import { $activeNetwork } from '../../stores/network';
import { $offeredFeatures } from '../../stores/offeredFeatures';
import { $sendFee, $sendForm, $sendRecipient } from '../../stores/send';
import { blockchainContext } from '../../stores/serviceContexts';
import { coinTypeOf } from '../../utils/coinTypeOf';
import { loadedAdapter } from '../connection/loadAdapter';

/** How long typing must pause before a name is looked up. */
export const NAME_LOOKUP_DEBOUNCE_MS = 300;
/** An account name: labels of letters, digits and hyphens joined by dots (`alice.reown.id`). */
const NAME = /^[\p{L}\p{N}-]+(\.[\p{L}\p{N}-]+)+$/u;

const nameLookup = latestQuestion(NAME_LOOKUP_DEBOUNCE_MS);

/** Ethereum's own coin type, which the name service also records each registration's address under. */
const ETHEREUM_COIN_TYPE = 60;

/** The coin types of EVM networks (ENSIP-11) start here. */
const EVM_COIN_TYPES = 0x80000000;

/**
 * Where a name points on an EVM network: the address recorded for that network's coin type
 * (ENSIP-11). Never another network's: the account behind a name may be a smart account that
 * exists, at that address, on its own network only; and the name service records each
 * registration under Ethereum's own 60 too, so 60 stands for a network only when the name
 * records no network's coin type (a name of Ethereum's).
 */
function addressOn(addresses: Readonly<Record<string, string>>, chainId: number): string | undefined {
  const own = addresses[String(coinTypeOf(chainId))];
  if (own) return own;
  const ofSomeNetwork = Object.keys(addresses).some((coinType) => Number(coinType) >= EVM_COIN_TYPES);
  return ofSomeNetwork ? undefined : addresses[String(ETHEREUM_COIN_TYPE)];
}

/**
 * The recipient as typed: an address of the active namespace is taken (in the case its namespace
 * shows it: an EVM one in its checksum case); a name, where
 * names exist (spec §9: EVM), is looked up in the name service after a pause in typing, and
 * its address on the active network is shown before anything is sent. A slower answer to an
 * older text, or one that comes after the form was emptied, is dropped.
 */
export function setSendReceiver(text: string): void {
  $sendForm.setKey('receiver', text);
  $sendFee.set({ status: 'idle' });
  const isLatest = nameLookup.begin();
  const value = text.trim();
  const network = $activeNetwork.get();
  const adapter = loadedAdapter(network.chainNamespace);
  if (!value) return $sendRecipient.set({ status: 'empty' });
  if (adapter?.isAddress?.(value)) return $sendRecipient.set({ status: 'ready', address: adapter.displayAddress?.(value) ?? value });
  // An address of the right shape whose mixed case fails its checksum: most likely a typo.
  if (adapter?.isMiscasedAddress?.(value)) return $sendRecipient.set({ status: 'invalid', checksum: true });
  if (!NAME.test(value) || !$offeredFeatures.get().has('names')) return $sendRecipient.set({ status: 'invalid' });
  $sendRecipient.set({ status: 'resolving', name: value });
  nameLookup.afterPause(() => {
    void fetchNameProfile(blockchainContext(), value)
      .then((profile) => {
        // A free name, or one with no address on this network: no account here has that name.
        const address = profile && addressOn(profile.addresses, Number(network.id));
        if (!address || !adapter?.isAddress?.(address)) return { status: 'notFound', name: value } as const;
        return { status: 'ready', address: adapter?.displayAddress?.(address) ?? address, name: profile.name } as const;
      })
      // The service could not answer: not the same as a name nobody has.
      .catch(() => ({ status: 'lookupFailed', name: value }) as const)
      .then((recipient) => {
        // Still the form's text on the same network (another network empties the form).
        if (isLatest() && $sendForm.get().receiver === text && $activeNetwork.get() === network) $sendRecipient.set(recipient);
      });
  });
}
