import { FrameLoadError, FrameRequestError, FrameRequestTimeoutError } from '../../errors/embeddedErrors';

/** Spec §9: the frame must say it is ready within 20 s; requests go 500 ms after it did. */
const LOAD_TIMEOUT_MS = 20_000;
const READY_DELAY_MS = 500;
const APP = '@w3m-app/';
const FRAME = '@w3m-frame/';

export interface SecureFrameSettings {
  secureSiteUrl: string;
  projectId: string;
  chainId: number | string;
  rpcUrl: string;
}

/** The page's hidden secure frame, where the embedded wallet's keys live (never in this origin). */
export interface SecureFrame {
  /** The frame's origin: the only origin whose messages are read, and the only target of ours. */
  readonly origin: string;
  /** Resolves once the frame said it is ready (and 500 ms passed); rejects with FrameLoadError after 20 s. */
  readonly ready: Promise<void>;
  /**
   * One request (`@w3m-app/{type}`) under a random id, answered only by `@w3m-frame/{type}_SUCCESS`
   * or `_ERROR` with that id. Rejects with the frame's refusal (FrameRequestError) or, with
   * `timeoutMs`, FrameRequestTimeoutError. With `whenShown` it is sent only once the frame is shown
   * (`showOver`), so the frame sees it arrive while it shows it (the frame refuses a signing request
   * it does not get to show); `dropUnshown` gives up those still waiting. `whenShown` may be a
   * promise (a method's safety class that is still being read): the request counts as asked when
   * `request` is called, so an abort from then on gives it up.
   */
  request<T = unknown>(type: string, payload?: unknown, options?: { timeoutMs?: number; whenShown?: boolean | Promise<boolean> }): Promise<T>;
  /** Rejects every request still waiting to be sent until the frame is shown, and every one asked before that would wait so ('Request was aborted'). */
  dropUnshown(): void;
  /** A message the frame sends on its own (SESSION_UPDATE), by type without the prefix. */
  onEvent(listener: (type: string, payload: unknown) => void): () => void;
  /** Shows the frame over a rectangle of the viewport (the visitor approves inside it), or hides it. */
  showOver(rect: { top: number; left: number; width: number; height: number } | undefined): void;
  /** Removes the frame and stops listening (a frame that never loaded). */
  destroy(): void;
}

interface Envelope {
  type: string;
  id?: string;
  payload?: unknown;
}

function isEnvelope(data: unknown): data is Envelope {
  if (!data || typeof data !== 'object') return false;
  const { type, id } = data as Record<string, unknown>;
  return typeof type === 'string' && type.startsWith(FRAME) && type.length < 100 && (id === undefined || typeof id === 'string');
}

function hide(frame: HTMLIFrameElement): void {
  Object.assign(frame.style, { position: 'fixed', top: '0', left: '0', width: '0', height: '0', border: '0', visibility: 'hidden', zIndex: '' });
  frame.setAttribute('aria-hidden', 'true');
  frame.tabIndex = -1;
}

/**
 * A request id nobody can guess (a page script posting to the frame under the modal's ids
 * would otherwise have the frame answer the modal's requests): 128 random bits.
 */
function newRequestId(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  return `wm-${Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('')}`;
}

/**
 * Creates the page's secure frame: one hidden iframe appended to the document (the only
 * thing of the modal outside its shadow root), on the secure site's own origin. Messages
 * are read only when the browser made them (never a script's dispatched event), from that
 * frame's window and origin, and posted only to that origin; the frame's answers are matched
 * by id and type. The frame's window is read once, as the frame is attached, and that one
 * reference is posted to and compared with: a page script that redefines `contentWindow`
 * later can stop the modal hearing the frame, but neither read its requests nor pass another
 * window's messages as the frame's. Styles are set through the CSSOM, which a strict CSP allows.
 */
export function createSecureFrame({ secureSiteUrl, projectId, chainId, rpcUrl }: SecureFrameSettings): SecureFrame {
  const url = new URL(`${secureSiteUrl.replace(/\/+$/, '')}/sdk`);
  url.search = new URLSearchParams({ projectId, chainId: String(chainId), version: '4', rpcUrl }).toString();
  const origin = url.origin;
  const frame = document.createElement('iframe');
  frame.title = 'Secure wallet';
  frame.src = url.href;
  hide(frame);
  const pending = new Map<string, { type: string; resolve(value: unknown): void; reject(error: unknown): void }>();
  const listeners = new Set<(type: string, payload: unknown) => void>();
  // Requests held until the frame is shown, and whether it is.
  const unshown = new Set<{ send(): void; drop(): void }>();
  /** How many times those were given up (dropUnshown): one asked before, still on its way to wait, is given up too. */
  let drops = 0;
  let shown = false;
  let readyAt: (() => void) | undefined;
  document.body.append(frame);
  const frameWindow = frame.contentWindow;

  const onMessage = (event: MessageEvent) => {
    if (!event.isTrusted || !frameWindow || event.source !== frameWindow || event.origin !== origin || !isEnvelope(event.data)) return;
    const { type, id, payload } = event.data;
    const name = type.slice(FRAME.length);
    if (name === 'READY') return readyAt?.();
    // Events the frame sends on its own carry no id; an answer is taken only for the request
    // it answers (its id, and the type that was asked), never as an event.
    if (id === undefined) {
      for (const listener of [...listeners]) listener(name, payload);
      return;
    }
    const waiting = pending.get(id);
    if (!waiting) return;
    if (name === `${waiting.type}_SUCCESS`) waiting.resolve(payload);
    else if (name === `${waiting.type}_ERROR`) {
      const { message, code } = (payload && typeof payload === 'object' ? payload : {}) as { message?: unknown; code?: unknown };
      waiting.reject(new FrameRequestError(typeof message === 'string' ? message : undefined, typeof code === 'number' ? code : undefined));
    }
  };
  window.addEventListener('message', onMessage);

  const ready = new Promise<void>((resolve, reject) => {
    const timer = setTimeout(() => reject(new FrameLoadError(secureSiteUrl)), LOAD_TIMEOUT_MS);
    readyAt = () => {
      readyAt = undefined;
      clearTimeout(timer);
      setTimeout(resolve, READY_DELAY_MS);
    };
  });
  ready.catch(() => undefined);

  return {
    origin,
    ready,
    async request<T>(type: string, payload?: unknown, { timeoutMs, whenShown: asked = false }: { timeoutMs?: number; whenShown?: boolean | Promise<boolean> } = {}): Promise<T> {
      const dropsBefore = drops;
      const [whenShown] = await Promise.all([asked, ready]);
      if (whenShown && drops !== dropsBefore) throw new FrameRequestError('Request was aborted', 4001);
      if (whenShown && !shown) {
        await new Promise<void>((resolve, reject) => {
          const held = {
            send: () => resolve(),
            drop: () => reject(new FrameRequestError('Request was aborted', 4001)),
          };
          unshown.add(held);
        });
      }
      const id = newRequestId();
      return new Promise<T>((resolve, reject) => {
        const timer = timeoutMs === undefined ? undefined : setTimeout(() => settle(() => reject(new FrameRequestTimeoutError(type))), timeoutMs);
        const settle = (done: () => void) => {
          if (!pending.delete(id)) return;
          clearTimeout(timer);
          done();
        };
        pending.set(id, {
          type,
          resolve: (value) => settle(() => resolve(value as T)),
          reject: (error) => settle(() => reject(error)),
        });
        frameWindow?.postMessage({ type: `${APP}${type}`, id, payload }, origin);
      });
    },
    dropUnshown() {
      drops += 1;
      const dropped = [...unshown];
      unshown.clear();
      for (const held of dropped) held.drop();
    },
    onEvent(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    showOver(rect) {
      if (!rect) {
        shown = false;
        // Focus leaves with the frame: back to the page's modal, whose dialog takes it.
        const hadFocus = document.activeElement === frame;
        hide(frame);
        if (hadFocus) frame.blur();
        return;
      }
      const first = frame.style.visibility !== 'visible';
      Object.assign(frame.style, {
        top: `${rect.top}px`,
        left: `${rect.left}px`,
        width: `${rect.width}px`,
        height: `${rect.height}px`,
        visibility: 'visible',
        zIndex: '2147483647',
      });
      frame.removeAttribute('aria-hidden');
      frame.tabIndex = 0;
      // Keyboard and screen-reader users approve inside the frame: it takes the focus once shown.
      if (first) frame.focus();
      shown = true;
      const held = [...unshown];
      unshown.clear();
      for (const request of held) request.send();
    },
    destroy() {
      window.removeEventListener('message', onMessage);
      frame.remove();
    },
  };
}
