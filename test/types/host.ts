// A host page's script, typechecked against the built package (dist/*.d.ts, through package.json
// "exports", as a host's compiler finds it). skipLibCheck is on, as in most hosts: a declaration
// that does not resolve would silently turn into `any`, so each `@ts-expect-error` below also
// proves the type it rejects is real.
import { createWalletModal, type WalletModalElement, type WalletButtonElement } from 'wallet-modal';

type Equal<A, B> = (<T>() => T extends A ? 1 : 2) extends <T>() => T extends B ? 1 : 2 ? true : false;
const same = <A, B>(proof: Equal<A, B>): Equal<A, B> => proof;

// The DOM knows both elements.
const modal = document.querySelector('wallet-modal')!;
same<typeof modal, WalletModalElement>(true);
const button = document.createElement('wallet-button');
same<typeof button, WalletButtonElement>(true);
const buttons = document.querySelectorAll('wallet-button');
same<typeof buttons, NodeListOf<WalletButtonElement>>(true);

// Every attribute of the contract is a typed camelCase property.
const projectId: string | undefined = modal.projectId;
modal.projectId = 'a-project';
modal.networks = 'eip155:1,eip155:8453';
modal.defaultNetwork = 'eip155:8453';
modal.themeMode = 'dark';
modal.language = 'pt-BR';
modal.apiUrl = modal.explorerUrl = modal.relayUrl = modal.secureSiteUrl = modal.verifyUrl = 'https://example.org';
// @ts-expect-error: not a theme mode
modal.themeMode = 'purple';
// @ts-expect-error: not a property of the element
modal.projectID = 'a-project';
button.balance = 'hide';
// @ts-expect-error: `hide` or unset
button.balance = 'hidden';

// Its methods.
const shown: Promise<void> = modal.open({ view: 'Connect' });
modal.close();

// The contract's events are typed on the element.
modal.addEventListener('connect', (event) => {
  const detail: { address: string; caipAddress: string; chainId: number | string; namespace: string; connector: { id: string; name: string; type: string } } =
    event.detail;
  const custom: CustomEvent = event;
  // @ts-expect-error: no such field
  void event.detail.balance;
  void detail, custom;
});
modal.addEventListener('modal-close', (event) => {
  const connected: boolean = event.detail.connected;
  void connected;
});
modal.addEventListener('network-change', (event) => void event.detail.caipNetworkId.split(':'));
const onTrack = (event: CustomEvent<{ event: string; properties: Readonly<Record<string, unknown>> }>) => void event.detail.event;
modal.addEventListener('track', onTrack);
modal.removeEventListener('track', onTrack);
// @ts-expect-error: `disconnect` carries the namespace, not an address
modal.addEventListener('disconnect', (event) => void event.detail.address);
// The element's other events keep their types.
modal.addEventListener('click', (event) => void event.clientX);
modal.addEventListener('any-other-event', (event) => void event.type);

// The controller.
const controller = createWalletModal({ projectId: 'a-project', themeMode: 'light' });
// @ts-expect-error: options are an object
createWalletModal(42);
const status: 'connected' | 'connecting' | 'reconnecting' | 'disconnected' = controller.getState().account.status;

void projectId, shown, status;
