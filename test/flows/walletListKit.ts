// Helpers for the wallet-catalogue flow tests: the stack's catalogue read directly, the
// wallet-list service's request log filtered to one test's project id, and the tiles shown.
import { dialogOf, waitFor } from '../support/modalTestKit';
import { IDS, stackInfo } from '../stack/stackInfo';

export const SOLANA = 'solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp';
/** Every chain the stack's catalogue uses, so the whole catalogue (520 wallets) matches. */
export const ALL_NETWORKS = `eip155:1,eip155:8453,eip155:42161,${SOLANA}`;

export interface Wallet {
  id: string;
  name: string;
  image_id: string;
  rdns: string | null;
  badge_type: string;
  [key: string]: unknown;
}

/** The stack's catalogue answer for a query, fetched directly (not through the modal). */
export async function catalogue(query: string): Promise<{ count: number; data: Wallet[] }> {
  const { explorerUrl } = await stackInfo();
  return (await fetch(`${explorerUrl}/getWallets?${IDS}&${query}`)).json();
}

let counter = 0;
/** A project id no other test (or concurrent test file) uses, to pick our requests out of the log. */
export function uniqueProjectId(label: string): string {
  counter += 1;
  return `${label}-${Date.now().toString(36)}-${counter}`;
}

export interface LoggedRequest {
  seq: number;
  path: string;
  params: URLSearchParams;
}

/**
 * Requests of one project to the wallet-list service. The shared log keeps only the last 200
 * entries of every concurrent test file, so it is read often and collected here.
 */
export class ServiceLog {
  readonly #seen = new Map<number, LoggedRequest>();
  constructor(readonly projectId: string) {}

  async read(): Promise<LoggedRequest[]> {
    const { explorerUrl } = await stackInfo();
    const entries = (await (await fetch(`${explorerUrl}/__log`)).json()) as { seq: number; path: string; query: string; service: string }[];
    for (const entry of entries) {
      if (entry.service !== 'wallets') continue;
      const params = new URLSearchParams(entry.query);
      if (params.get('projectId') === this.projectId) this.#seen.set(entry.seq, { seq: entry.seq, path: entry.path, params });
    }
    return [...this.#seen.values()].sort((a, b) => a.seq - b.seq);
  }

  async walletRequests(): Promise<LoggedRequest[]> {
    return (await this.read()).filter((entry) => entry.path === '/getWallets');
  }

  /** Image ids asked for through /getWalletImage/{id}. */
  async imageIds(): Promise<Set<string>> {
    const prefix = '/getWalletImage/';
    return new Set((await this.read()).filter((e) => e.path.startsWith(prefix)).map((e) => decodeURIComponent(e.path.slice(prefix.length))));
  }

  /** Polls until `check` holds over the collected requests. */
  async until(check: (entries: LoggedRequest[]) => boolean, what: string, tries = 100): Promise<LoggedRequest[]> {
    for (let i = 0; i < tries; i += 1) {
      const entries = await this.read();
      if (check(entries)) return entries;
      await new Promise((resolve) => setTimeout(resolve, 30));
    }
    throw new Error(`Timed out waiting for ${what}`);
  }
}

/** The wallet tiles of AllWallets, in order. */
export function tiles(modal: Element): HTMLButtonElement[] {
  return [...(dialogOf(modal)?.querySelectorAll<HTMLButtonElement>('.wm-grid button.wm-tile') ?? [])];
}

export const tileNames = (modal: Element) => tiles(modal).map((tile) => tile.textContent ?? '');

/** The rows of Connect that come from the catalogue (featured, then recommended). */
export function catalogRows(modal: Element): string[] {
  const buttons = dialogOf(modal)?.querySelectorAll<HTMLButtonElement>('button[data-wallet-id]') ?? [];
  return [...buttons].map((button) => button.textContent ?? '');
}

/** The polite status line of AllWallets. */
export const statusLine = (modal: Element) => dialogOf(modal)?.querySelector('.wm-results-status')?.textContent ?? '';

export function scrollBody(modal: Element, to: 'bottom' | number): void {
  const body = dialogOf(modal)?.querySelector<HTMLElement>('.wm-body');
  if (body) body.scrollTop = to === 'bottom' ? body.scrollHeight : to;
}

/** Types into the search field the way a visitor does (React listens to input events). */
export async function typeSearch(modal: Element, text: string): Promise<HTMLInputElement> {
  const input = await waitFor(() => dialogOf(modal)?.querySelector<HTMLInputElement>('input[type="search"]'), 'the search field');
  const setValue = Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')?.set;
  setValue?.call(input, text);
  input.dispatchEvent(new Event('input', { bubbles: true }));
  return input;
}

/** Makes the next matching wallet-list requests of one project fail (stack faults.mjs). */
export async function injectFault(projectId: string, path: string, mode: string): Promise<void> {
  const { explorerUrl } = await stackInfo();
  await fetch(`${explorerUrl}/__faults`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ path, mode, projectId }) });
}

export async function clearFaults(projectId: string): Promise<void> {
  const { explorerUrl } = await stackInfo();
  await fetch(`${explorerUrl}/__faults?projectId=${encodeURIComponent(projectId)}`, { method: 'DELETE' });
}
