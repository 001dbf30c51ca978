// Helpers for browser tests of the elements: mount them as a host page would, find what a
// visitor sees inside the shadow root, and put the shared stores back between tests.
import { closeModal } from '../../src/actions/closeModal';
import { releaseAdapter } from '../../src/actions/connection/loadAdapter';
import type { ChainNamespace } from '../../src/config/chainNamespaces';
import { defineElements } from '../../src/elements/defineElements';
import { clearAccount, patchAccount } from '../../src/stores/account';
import { $options, configure } from '../../src/stores/config';
import { getConnectionState } from '../../src/stores/connection';
import { dispatchConnection } from '../../src/stores/dispatchConnection';
import { $activeCaipNetworkId } from '../../src/stores/network';
import { dismissAlert } from '../../src/stores/alert';
import { $legalAccepted } from '../../src/stores/legalAccepted';
import { $projectSettings } from '../../src/stores/projectSettings';
import { hideToast } from '../../src/stores/toast';
import { stackInfo } from '../stack/stackInfo';
import { $theme } from '../../src/stores/theme';

export const TEST_ADDRESS = '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266';

export function nextFrame(): Promise<void> {
  return new Promise((resolve) => requestAnimationFrame(() => resolve()));
}

/** Waits until `check` returns a truthy value, polling each frame, up to `frames`. */
export async function waitFor<T>(check: () => T, what: string, frames = 120): Promise<NonNullable<T>> {
  for (let i = 0; i < frames; i += 1) {
    const value = check();
    if (value) return value as NonNullable<T>;
    await nextFrame();
  }
  throw new Error(`Timed out waiting for ${what}`);
}

/** Mounts a <wallet-modal> pointed at the test run's local stack unless told otherwise. */
export async function mountModal(attributes: Record<string, string> = {}): Promise<HTMLElement> {
  defineElements();
  const stack = await stackInfo();
  const element = document.createElement('wallet-modal');
  const all = {
    'project-id': 'test-project',
    'api-url': stack.apiUrl,
    'explorer-url': stack.explorerUrl,
    'secure-site-url': stack.secureSiteUrl,
    'bitcoin-api-url': `${stack.bitcoinUrl}/api`,
    ...attributes,
  };
  for (const [name, value] of Object.entries(all)) element.setAttribute(name, value);
  document.body.append(element);
  // The local convert service routes swaps through the stack's market, as the demo page says.
  configure({ swapRouters: Object.fromEntries(Object.entries(stack.market).map(([chainId, market]) => [`eip155:${chainId}`, market.router])) });
  await nextFrame();
  return element;
}

export async function mountButton(attributes: Record<string, string> = {}): Promise<HTMLElement> {
  defineElements();
  const element = document.createElement('wallet-button');
  for (const [name, value] of Object.entries(attributes)) element.setAttribute(name, value);
  document.body.append(element);
  await waitFor(() => element.shadowRoot?.querySelector('button'), 'the wallet button');
  return element;
}

export function dialogOf(element: Element): HTMLElement | null {
  return element.shadowRoot?.querySelector<HTMLElement>('[role="dialog"]') ?? null;
}

/** The buttons of the open dialog by their accessible text (aria-label or text). */
/** The dialog's link whose text is `text`. */
export function linkNamed(modal: Element, text: string): HTMLAnchorElement | undefined {
  return [...(dialogOf(modal)?.querySelectorAll('a') ?? [])].find((anchor) => anchor.textContent === text);
}

export function buttonNamed(element: Element, name: string): HTMLButtonElement | undefined {
  const buttons = [...(element.shadowRoot?.querySelectorAll<HTMLButtonElement>('button') ?? [])];
  return buttons.find((b) => (b.getAttribute('aria-label') ?? b.textContent ?? '').trim() === name) ??
    buttons.find((b) => (b.textContent ?? '').includes(name));
}

/** A row of a list (tokens, currencies, providers) by the name it shows first, as a visitor reads it. */
export function listButtonNamed(element: Element, name: string): HTMLButtonElement | undefined {
  const rows = [...(element.shadowRoot?.querySelectorAll<HTMLButtonElement>('.wm-list-button') ?? [])];
  return rows.find((row) => row.querySelector('.wm-token-name > span:first-child')?.textContent?.trim() === name);
}

export function shadowActiveElement(element: Element): Element | null {
  return element.shadowRoot?.activeElement ?? null;
}

/** Puts an account in the stores the way a connector does when a wallet connects. */
export function connectTestAccount(address = TEST_ADDRESS, chainId = 1): void {
  const connector = { id: 'test', name: 'Test Wallet', type: 'INJECTED', uid: 'test-uid' };
  dispatchConnection('eip155', { type: 'connect', connectorUid: connector.uid });
  patchAccount('eip155', {
    address,
    caipAddress: `eip155:${chainId}:${address}`,
    balance: '1.25',
    balanceSymbol: 'ETH',
    connector: { id: connector.id, name: connector.name, type: connector.type },
  });
  dispatchConnection('eip155', { type: 'connected', connection: { accounts: [address], chainId, connector } });
}

export function resetAll(): void {
  closeModal();
  hideToast();
  dispatchConnection('eip155', { type: 'reset' });
  clearAccount('eip155');
  $activeCaipNetworkId.set(undefined);
  $options.set({});
  $theme.set({ mode: undefined, variables: {} });
  dismissAlert();
  $projectSettings.set({ analyticsEnabled: false, remoteFeatures: undefined });
  $legalAccepted.set(false);
  document.querySelectorAll('wallet-modal, wallet-button').forEach((element) => element.remove());
  // The runner reuses a tab for the next test file: neither storage may carry over.
  localStorage.clear();
  sessionStorage.clear();
}

/**
 * What a reload leaves of the namespaces' connections, in this page: empty stores and no adapter instance (each
 * connection's and the one that holds none go without telling their wallets), storage as it is. A restore then
 * reconnects through new instances, as after a real reload.
 */
export async function reloadConnections(...namespaces: ChainNamespace[]): Promise<void> {
  for (const namespace of namespaces) {
    const uids = getConnectionState(namespace).connections.map((record) => record.connector.uid);
    dispatchConnection(namespace, { type: 'reset' });
    clearAccount(namespace);
    await Promise.all(['', ...uids].map((uid) => releaseAdapter(namespace, uid)));
  }
}

/** Types into a React-controlled input as a visitor does. */
export function typeInto(input: HTMLInputElement, value: string): void {
  const setter = Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')?.set;
  setter?.call(input, value);
  input.dispatchEvent(new Event('input', { bubbles: true }));
}

/** The open dialog's view name (`data-view`). */
export const viewOf = (modal: Element) => dialogOf(modal)?.dataset.view;

/** Everything the open dialog reads. */
export const textOf = (modal: Element) => dialogOf(modal)?.textContent ?? '';

/** The toast's text. */
export const toastOf = (modal: Element) => modal.shadowRoot?.querySelector('.wm-toast')?.textContent ?? '';

/** The dialog's field labelled `label`, as a visitor finds it. */
export const fieldNamed = (modal: Element, label: string) =>
  [...(dialogOf(modal)?.querySelectorAll('label') ?? [])].find((candidate) => candidate.textContent === label)?.control as HTMLInputElement | undefined;

/** The open form's submit button (the send form's Preview send or what is still missing; the account-name form's). */
export const submitButton = (modal: Element) => dialogOf(modal)?.querySelector<HTMLButtonElement>('form button[type="submit"]');

/** Waits until the open view shows its content (a lazy view first shows its loading state). */
export async function viewShown(modal: Element, view: string, frames = 120): Promise<void> {
  await waitFor(() => dialogOf(modal)?.dataset.view === view, view, frames);
  await waitFor(() => !dialogOf(modal)?.querySelector('[data-view-loading]'), `${view} loaded`, frames);
}

/** Waits for the modal's finite animations (the opening fade) to end; spinners run forever and are left. */
export async function settled(modal: Element): Promise<void> {
  const animations = (modal.shadowRoot?.getAnimations() ?? []).filter((animation) => animation.effect?.getTiming().iterations !== Infinity);
  await Promise.all(animations.map((animation) => animation.finished.catch(() => undefined)));
}
