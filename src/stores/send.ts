import { atom, computed, map } from 'nanostores';
import type { Network } from '../config/Network';
import type { Transfer } from '../connectors/NamespaceAdapter';
import type { WireBalance } from '../services/blockchain/wireTypes';
import { $tokenBalances } from './tokenBalances';
import type { LocalText } from '../i18n/LocalText';

/** The key of a token in the send form: its CAIP-10 address, or `native` for the network's coin. */
export const NATIVE_TOKEN_KEY = 'native';
export const sendTokenKey = (balance: WireBalance): string => balance.address ?? NATIVE_TOKEN_KEY;

/** The send form as the visitor typed it; emptied whenever the active network changes (spec §4). */
export interface SendFormState {
  token?: string | undefined;
  amount?: string | undefined;
  /** The recipient as typed: an address or a name. */
  receiver?: string | undefined;
}

/**
 * The recipient read from what was typed: an address as is, or a name through the name service.
 * `invalid` with `checksum`: an EVM address whose mixed case fails its EIP-55 checksum (a typo).
 * `notFound`: the service knows no account of this namespace by that name; `lookupFailed`: the
 * service could not be asked (down, refused, unreadable).
 */
export type SendRecipient =
  | { status: 'empty' }
  | { status: 'invalid'; checksum?: boolean | undefined }
  | { status: 'resolving'; name: string }
  | { status: 'notFound'; name: string }
  | { status: 'lookupFailed'; name: string }
  | { status: 'ready'; address: string; name?: string | undefined };

/** The preview's fee, read for the form as it stands (in the native coin's smallest unit). */
export type SendFee =
  | { status: 'idle' }
  | { status: 'estimating' }
  | { status: 'ready'; fee: bigint; nativeBalance: bigint; decimals: number; symbol: string }
  | { status: 'failed'; message: LocalText };

/** A send as the form stands: what leaves, from whom, to whom, on which network. */
export interface CurrentSend {
  transfer: Transfer;
  network: Network;
  token: WireBalance;
  recipientName?: string | undefined;
}

/**
 * Where a send is once the visitor pressed Send (spec §4 transaction waiting), with the send it
 * is about and its fee: the preview shows those while it is signed, followed and after it ended,
 * whatever the form and the balances became meanwhile (the network left, the tokens sent).
 */
export type SendProgress =
  | { status: 'idle' }
  | { status: 'signing'; send: CurrentSend; fee: SendFee }
  | { status: 'pending'; send: CurrentSend; fee: SendFee; explorerUrl?: string | undefined }
  | { status: 'ended'; send: CurrentSend; fee: SendFee; outcome: 'confirmed' | 'repriced' | 'cancelled' | 'replaced' | 'reverted' | 'timeout' | 'failed'; message: LocalText; explorerUrl?: string | undefined };

export const $sendForm = map<SendFormState>({});
export const $sendRecipient = atom<SendRecipient>({ status: 'empty' });
export const $sendFee = atom<SendFee>({ status: 'idle' });
export const $sendProgress = atom<SendProgress>({ status: 'idle' });

/** The token chosen in the send form, among the account's balances on this network. */
export const $sendToken = computed([$sendForm, $tokenBalances], (form, balances): WireBalance | undefined =>
  form.token ? balances.balances.find((balance) => sendTokenKey(balance) === form.token) : undefined,
);

export function resetSendForm(): void {
  $sendForm.set({});
  $sendRecipient.set({ status: 'empty' });
  $sendFee.set({ status: 'idle' });
}
