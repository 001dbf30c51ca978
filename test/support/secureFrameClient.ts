// Speaks the secure frame's postMessage protocol from a test page, as the modal would: loads the
// local frame (`${secureSiteUrl}/sdk?…`) in an iframe, sends `@w3m-app/X` requests and resolves
// with the `@w3m-frame/X_SUCCESS` payload (rejects with a FrameRequestError on `_ERROR`). Also the
// mailbox reads, the expired-code control, what the frame's approval screen shows and the
// Approve/Reject clicks on it (for the modal's frame too), and the social login's popup and the
// Farcaster approval (drivable from modal-side tests too).
import { executeServerCommand, resetMouse, sendMouse } from '@web/test-runner-commands';

export interface FrameEvent {
  type: string;
  id?: string;
  payload?: unknown;
}

export interface FrameUser {
  /** Absent for a Farcaster user. */
  email?: string;
  address: `0x${string}`;
  chainId: number;
  accounts: { address: `0x${string}`; type: string }[];
  /** A social user's preferred username (or name), a Farcaster user's name; absent for email users. */
  userName?: string;
  preferredAccountType: string;
  smartAccountDeployed: boolean;
}

export interface Mail {
  to: string;
  subject: string;
  text: string;
  receivedAt: string;
}

/** The frame's `_ERROR` answer: `payload.message` and `payload.code`. */
export class FrameRequestError extends Error {
  constructor(
    message: string,
    readonly code?: number,
  ) {
    super(message);
  }
}

const READY_TIMEOUT_MS = 20_000;
const REQUEST_TIMEOUT_MS = 30_000;

/** What a frame request was refused with; throws when it was answered or failed another way. */
export async function rejection(promise: Promise<unknown>): Promise<FrameRequestError> {
  try {
    await promise;
  } catch (error) {
    if (error instanceof FrameRequestError) return error;
    throw error;
  }
  throw new Error('expected the frame to answer with an error');
}

export interface OpenFrameOptions {
  secureSiteUrl: string;
  chainId: number | string;
  rpcUrl?: string;
  projectId?: string;
  /** Shown at the top-left of the page at this size (to click its buttons); hidden otherwise. */
  visible?: { width: number; height: number };
  /** Another page to load instead of `${secureSiteUrl}/sdk` (one that embeds the frame itself), with the same query. */
  pageUrl?: string;
}

export class SecureFrameClient {
  /** Every event the frame posted, oldest first (SESSION_UPDATE included). */
  readonly events: FrameEvent[] = [];
  readonly origin: string;
  private readonly listeners = new Set<(event: FrameEvent) => void>();
  private readonly onMessage = (event: MessageEvent) => {
    // Only the frame's own window at its own origin counts, as in the modal.
    if (event.source !== this.element.contentWindow || event.origin !== this.origin) return;
    const data = event.data as FrameEvent;
    if (!data || typeof data !== 'object' || typeof data.type !== 'string') return;
    this.events.push(data);
    for (const listener of [...this.listeners]) listener(data);
  };

  private constructor(readonly element: HTMLIFrameElement) {
    this.origin = new URL(element.src).origin;
    window.addEventListener('message', this.onMessage);
  }

  /** Loads the frame and resolves once it posted `@w3m-frame/READY`. */
  static async open({ secureSiteUrl, chainId, rpcUrl, projectId = 'test-project', visible, pageUrl }: OpenFrameOptions): Promise<SecureFrameClient> {
    const element = document.createElement('iframe');
    const params = new URLSearchParams({ projectId, chainId: String(chainId), version: '4' });
    if (rpcUrl) params.set('rpcUrl', rpcUrl);
    element.src = `${pageUrl ?? `${secureSiteUrl}/sdk`}?${params}`;
    element.title = 'Secure frame';
    Object.assign(element.style, visible
      ? { position: 'fixed', left: '0', top: '0', width: `${visible.width}px`, height: `${visible.height}px`, border: '0', zIndex: '2147483647', background: '#fff' }
      : { position: 'fixed', left: '-10000px', top: '0', width: '1px', height: '1px', border: '0', opacity: '0' });
    const client = new SecureFrameClient(element);
    const ready = client.nextEvent((e) => e.type === '@w3m-frame/READY', READY_TIMEOUT_MS, 'READY');
    document.body.append(element);
    await ready;
    return client;
  }

  /** Resolves with the first event (from now on) that `match` accepts. */
  nextEvent(match: (event: FrameEvent) => boolean, timeoutMs = REQUEST_TIMEOUT_MS, what = 'an event'): Promise<FrameEvent> {
    return new Promise((resolve, reject) => {
      const timer = setTimeout(() => {
        this.listeners.delete(listener);
        reject(new Error(`the secure frame posted no ${what} within ${timeoutMs} ms`));
      }, timeoutMs);
      const listener = (event: FrameEvent) => {
        if (!match(event)) return;
        clearTimeout(timer);
        this.listeners.delete(listener);
        resolve(event);
      };
      this.listeners.add(listener);
    });
  }

  /** Posts `{ type, id, payload }` to the frame at its origin, as is. */
  post(message: unknown): void {
    this.element.contentWindow?.postMessage(message, this.origin);
  }

  /** Sends `@w3m-app/{name}`; the SUCCESS payload, or a FrameRequestError. */
  async request<T = unknown>(name: string, payload?: unknown, timeoutMs = REQUEST_TIMEOUT_MS): Promise<T> {
    const id = crypto.randomUUID();
    const answer = this.nextEvent((e) => e.id === id && (e.type === `@w3m-frame/${name}_SUCCESS` || e.type === `@w3m-frame/${name}_ERROR`), timeoutMs, `answer to ${name}`);
    this.post(payload === undefined ? { type: `@w3m-app/${name}`, id } : { type: `@w3m-app/${name}`, id, payload });
    const event = await answer;
    if (event.type.endsWith('_ERROR')) {
      const { message, code } = (event.payload ?? {}) as { message?: string; code?: number };
      throw new FrameRequestError(String(message), code);
    }
    return event.payload as T;
  }

  /** An RPC_REQUEST's result. */
  rpc<T = unknown>(method: string, params: unknown[] = [], extra: { chainId?: number; rpcUrl?: string } = {}): Promise<T> {
    return this.request<T>('RPC_REQUEST', { method, params, ...extra });
  }

  close(): void {
    window.removeEventListener('message', this.onMessage);
    this.listeners.clear();
    this.element.remove();
  }
}

/** The newest mail to `to` in the stack's mailbox, or undefined. */
export async function lastMail(mailUrl: string, to: string): Promise<Mail | undefined> {
  const res = await fetch(`${mailUrl}/api/messages/last?to=${encodeURIComponent(to)}`, { cache: 'no-store' });
  if (res.status === 404) return undefined;
  if (!res.ok) throw new Error(`the mailbox answered ${res.status}`);
  return (await res.json()) as Mail;
}

/** The newest mail to `to` once one newer than `after` (epoch ms) has arrived; throws after 10 s. */
export async function mailAfter(mailUrl: string, to: string, after: number): Promise<Mail> {
  const deadline = performance.now() + 10_000;
  for (;;) {
    const mail = await lastMail(mailUrl, to);
    if (mail && Date.parse(mail.receivedAt) > after) return mail;
    if (performance.now() > deadline) throw new Error(`no mail to ${to} within 10 s`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

/** The six-digit code of a mail (the only six-digit number in it). */
export function codeIn(mail: Mail | undefined): string {
  const codes = mail?.text.match(/\b\d{6}\b/g) ?? [];
  if (codes.length !== 1) throw new Error(`expected one code in ${JSON.stringify(mail?.text)}`);
  return codes[0] as string;
}

/** The approval link of a device mail (the only http URL in it). */
export function linkIn(mail: Mail | undefined): string {
  const links = mail?.text.match(/https?:\/\/\S+/g) ?? [];
  if (links.length !== 1) throw new Error(`expected one link in ${JSON.stringify(mail?.text)}`);
  return links[0] as string;
}

/** "Clicks" a device-approval link. */
export async function visitLink(link: string): Promise<void> {
  const res = await fetch(link, { cache: 'no-store' });
  if (!res.ok) throw new Error(`the approval link answered ${res.status}`);
}

/** Test control: ages the address's live codes past their 10 minutes. */
export async function expireCodes(secureSiteUrl: string, email: string): Promise<void> {
  const res = await fetch(`${secureSiteUrl}/test/expire-codes`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ email }) });
  if (!res.ok) throw new Error(`/test/expire-codes answered ${res.status}`);
}

/** A fresh address in a domain that is never delivered anywhere but the local mailbox. */
export const freshEmail = (label = 'user') => `${label}-${crypto.randomUUID().slice(0, 8)}@example.test`;

/**
 * Takes the frame through an email sign-in up to the point where the mailed code is due: a new
 * device's link is visited (as the person would from their inbox). Returns the code.
 */
export async function requestSignInCode(client: SecureFrameClient, mailUrl: string, email: string): Promise<string> {
  const { action } = await client.request<{ action: string }>('CONNECT_EMAIL', { email });
  if (action === 'VERIFY_DEVICE') {
    const link = linkIn(await lastMail(mailUrl, email));
    const approved = client.request('CONNECT_DEVICE');
    await visitLink(link);
    await approved;
  } else if (action !== 'VERIFY_OTP') {
    throw new Error(`CONNECT_EMAIL answered ${action}, not a code`);
  }
  return codeIn(await lastMail(mailUrl, email));
}

/**
 * A complete email sign-in; resolves to the user (GET_USER, with `getUser` as its payload: e.g.
 * `{ preferredAccountType: 'eoa' }` for the plain key account where a smart account would be the default).
 */
export async function signInWithEmail(client: SecureFrameClient, mailUrl: string, email: string, getUser?: { preferredAccountType?: 'eoa' | 'smartAccount' }): Promise<FrameUser> {
  const otp = await requestSignInCode(client, mailUrl, email);
  await client.request('CONNECT_OTP', { otp });
  return client.request<FrameUser>('GET_USER', getUser);
}

// ---- The approval screen ------------------------------------------------------------------------

export interface FrameButton {
  text: string;
  enabled: boolean;
  /** Has the frame's focus. */
  focused: boolean;
  /** In the frame's own viewport. */
  rect: { x: number; y: number; width: number; height: number };
}

/** The box the request's body (the message, the data, the account) scrolls in. */
export interface FrameBody {
  role: string | null;
  /** Its accessible name. */
  label: string | null;
  /** In the tab order. */
  focusable: boolean;
  /** Has the frame's focus. */
  focused: boolean;
  /** What assistive technology says of it (the scroll hint while that shows), else null. */
  description: string | null;
  /** Holds more than it shows at once. */
  overflows: boolean;
  /** Shows the last of what it holds. */
  atEnd: boolean;
  /** In the frame's own viewport. */
  rect: { x: number; y: number; width: number; height: number };
}

export interface FrameScreen {
  /** The heading ("Sign message", "Send transaction"), and the screen's accessible name. */
  title: string;
  label: string | null;
  /** "Requested by …". */
  origin: string;
  /** Every label and value shown, key facts first, then the body's. */
  rows: [string, string][];
  body: FrameBody;
  /** The hint under the body while it shows ("Scroll to the end to approve."), else null. */
  scrollHint: string | null;
  approve: FrameButton;
  reject: FrameButton;
  /** What assistive technology says of Approve while it is off (each reason); null once it is on. */
  approveDescription: string | null;
  /** Only from `readFramePage(element, { sample: true })`: whether the browser now counts each part wholly in view and unobscured. */
  unobscured?: { top: boolean; body: boolean; bar: boolean };
}

export interface FramePage {
  lang: string;
  dir: string;
  theme: string | null;
  /** The accent colour of Approve (the frame's CSS --accent). */
  accent: string;
  /** Null while nothing waits for approval. */
  screen: FrameScreen | null;
}

/**
 * The frame page in `element` as the visitor finds it (server command of test/support/frameCommands.mjs); null before it loaded.
 * `sample` also asks the browser which parts of the screen it counts as unobscured now (`screen.unobscured`).
 */
export function readFramePage(element: HTMLIFrameElement, { sample = false } = {}): Promise<FramePage | null> {
  return executeServerCommand<FramePage | null, { url: string; title: string; sample: boolean }>('secure-frame-page', { url: element.src, title: element.title, sample });
}

/** The frame page once `check` accepts it; throws after `timeoutMs`. */
export async function waitForFramePage(element: HTMLIFrameElement, check: (page: FramePage) => boolean, what: string, timeoutMs = 10_000): Promise<FramePage> {
  const deadline = performance.now() + timeoutMs;
  let last: FramePage | null = null;
  for (;;) {
    last = await readFramePage(element);
    if (last && check(last)) return last;
    if (performance.now() > deadline) throw new Error(`the secure frame did not show ${what} within ${timeoutMs} ms (last: ${JSON.stringify(last?.screen ?? last)})`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

const buttonOf = (screen: FrameScreen, which: 'Approve' | 'Reject') => (which === 'Approve' ? screen.approve : screen.reject);

/** The point of the test page where `rect` (in the frame's own viewport) has its centre. */
function pagePoint(element: HTMLIFrameElement, rect: { x: number; y: number; width: number; height: number }): [number, number] {
  const frame = element.getBoundingClientRect();
  return [Math.round(frame.left + element.clientLeft + rect.x + rect.width / 2), Math.round(frame.top + element.clientTop + rect.y + rect.height / 2)];
}

/** Clicks a button of the frame's approval screen where the page shows it (a real, trusted click). */
export async function clickAt(element: HTMLIFrameElement, button: Pick<FrameButton, 'rect'>): Promise<void> {
  const [x, y] = pagePoint(element, button.rect);
  try {
    await sendMouse({ type: 'click', position: [x, y] });
  } finally {
    await resetMouse();
  }
}

/** The visitor turns the mouse wheel by `deltaY` over the frame's body (a real wheel event). */
export async function wheelOverBody(element: HTMLIFrameElement, body: FrameBody, deltaY: number): Promise<void> {
  const [x, y] = pagePoint(element, body.rect);
  await executeServerCommand('wheel-at', { x, y, deltaY });
}

/**
 * Gives the test page a viewport of `size` (the modal's card, and so the frame over it, follow),
 * or back the one it had with `undefined`. Resolves to the page's inner size.
 */
export function setTestPageViewport(size: { width: number; height: number } | undefined): Promise<{ width: number; height: number }> {
  return executeServerCommand('test-page-viewport', size ?? { reset: true });
}

/**
 * Clicks Approve or Reject on the frame's approval screen once the frame has turned it on (it
 * is off until the screen has been fully visible for a moment), as a visitor would; with
 * `showing`, only on a screen it accepts (the next request's, not the one just answered).
 */
export async function clickFrameButton(
  element: HTMLIFrameElement,
  which: 'Approve' | 'Reject',
  timeoutMs = 10_000,
  showing: (screen: FrameScreen) => boolean = () => true,
): Promise<void> {
  const page = await waitForFramePage(element, (found) => Boolean(found.screen && showing(found.screen) && buttonOf(found.screen, which)?.enabled), `${which} turned on`, timeoutMs);
  await clickAt(element, buttonOf(page.screen as FrameScreen, which));
}

/**
 * Clicks the frame's Approve or Reject once it is on, unless `pending` settles first (a request
 * the frame refuses never shows); resolves as `pending` does.
 */
export async function clickInFrame<T>(client: SecureFrameClient, button: 'Approve' | 'Reject', pending: Promise<T>): Promise<T> {
  let settled = false;
  const watched = pending.finally(() => {
    settled = true;
  });
  watched.catch(() => {});
  const deadline = performance.now() + 10_000;
  while (!settled && performance.now() < deadline) {
    const page = await readFramePage(client.element);
    const target = page?.screen ? buttonOf(page.screen, button) : undefined;
    if (target?.enabled && !settled) {
      await clickAt(client.element, target);
      break;
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  return watched;
}

// ---- Social login and Farcaster ----------------------------------------------------------------

const SOCIAL_RESULT_TIMEOUT_MS = 20_000;

/**
 * Opens the social login popup as the modal does (openPendingWindow), synchronously on the
 * click, on an empty page (wtr's Chromium runs without a popup blocker, so a test may call it).
 */
export function openLoginPopup(): Window {
  const popup = window.open('', '_blank', 'popup,width=420,height=640');
  if (!popup) throw new Error('the browser blocked the login popup');
  return popup;
}

/**
 * The `resultUri` the popup's callback page posts to this page, taken only from `popup` at the
 * frame's origin (as the modal must check). Start waiting before the login is clicked.
 */
export function socialResult(popup: Window, frameOrigin: string, timeoutMs = SOCIAL_RESULT_TIMEOUT_MS): Promise<string> {
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => {
      window.removeEventListener('message', onMessage);
      reject(new Error(`the login popup posted no result within ${timeoutMs} ms`));
    }, timeoutMs);
    function onMessage(event: MessageEvent) {
      if (event.source !== popup || event.origin !== frameOrigin) return;
      const data = event.data as { resultUri?: unknown } | null;
      if (!data || typeof data !== 'object' || typeof data.resultUri !== 'string') return;
      clearTimeout(timer);
      window.removeEventListener('message', onMessage);
      resolve(data.resultUri);
    }
    window.addEventListener('message', onMessage);
  });
}

/**
 * Clicks the button named `name` in the newest open page at `origin` (waiting up to 10 s for
 * it), through the server command of test/support/popupCommands.mjs.
 */
export async function clickInPopup(origin: string, name: string): Promise<void> {
  await executeServerCommand('popup-click', { origin, name });
}

/** How many open pages (the test page's popups included) are at `origin`. */
export function popupCount(origin: string): Promise<number> {
  return executeServerCommand<number, { origin: string }>('popup-count', { origin });
}

/**
 * Signs in as the demo user `userName` ("Ada Lovelace", "Alan Turing", "Grace Hopper") on the
 * login provider's page once the popup shows it; `popupOrigin` is the provider's origin
 * (StackInfo.oidcUrl). The popup then goes to the frame's callback page, which posts the result.
 */
export function completeSocialLogin(popupOrigin: string, userName: string): Promise<void> {
  return clickInPopup(popupOrigin, userName);
}

/** Presses Cancel on the login provider's page: the flow ends with error=access_denied. */
export function cancelSocialLogin(popupOrigin: string): Promise<void> {
  return clickInPopup(popupOrigin, 'Cancel');
}

/**
 * The whole popup part of a social sign-in, driven as the modal does: the popup opens on an
 * empty page, GET_SOCIAL_REDIRECT_URI gives the provider's URL, the popup goes there, `choose`
 * acts on the login page (a demo user's name, or 'Cancel'), and the popup posts the result back.
 * Resolves to the `resultUri` for CONNECT_SOCIAL; the popup is closed.
 */
export async function socialLoginResult(client: SecureFrameClient, provider: string, choose: string): Promise<string> {
  const popup = openLoginPopup();
  try {
    const { uri } = await client.request<{ uri: string }>('GET_SOCIAL_REDIRECT_URI', { provider });
    const result = socialResult(popup, client.origin);
    result.catch(() => {});
    popup.location.href = uri;
    await clickInPopup(new URL(uri).origin, choose);
    return await result;
  } finally {
    popup.close();
  }
}

/** A complete social sign-in as the demo user `userName`; resolves to CONNECT_SOCIAL's user. */
export async function signInWithSocial(client: SecureFrameClient, provider: string, userName: string, extra: { chainId?: number } = {}): Promise<FrameUser> {
  const uri = await socialLoginResult(client, provider, userName);
  return client.request<FrameUser>('CONNECT_SOCIAL', { uri, ...extra });
}

/**
 * Approves a Farcaster sign-in as the person scanning its QR code would: `url` is
 * GET_FARCASTER_URI's (the frame origin's /farcaster/approve?channel=…); this posts its form.
 */
export async function approveFarcaster(url: string): Promise<void> {
  const res = await fetch(url, { method: 'POST', cache: 'no-store' });
  if (!res.ok) throw new Error(`the Farcaster approval page answered ${res.status}`);
}

/** Resolves when the secure frame posts a message of `type` to the page (e.g. a long poll's unapproved end). */
export function frameMessage(type: string): Promise<void> {
  return new Promise((resolve) => {
    const onMessage = (event: MessageEvent) => {
      if (event.data?.type !== type) return;
      window.removeEventListener('message', onMessage);
      resolve();
    };
    window.addEventListener('message', onMessage);
  });
}
