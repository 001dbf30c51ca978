import { sleep } from '../../utils/sleep';
import { HttpStatusError, MalformedResponseError, NetworkRequestError, ServiceTimeoutError } from '../../errors/httpErrors';

export interface FetchJsonOptions {
  method?: 'GET' | 'POST';
  body?: unknown;
  /** Extra request headers (the sign-in service's nonce token and session token). */
  headers?: Record<string, string>;
  /** Attempts after the first; GETs are safe to repeat (spec §9: 3 retries), POSTs are not. */
  retries?: number;
  /** First retry delay; each next one doubles (spec §9: 150 ms). */
  baseDelayMs?: number;
  /** The most the whole call may take, retries and their delays included (default 10 s). */
  timeoutMs?: number;
  /** The call answers 2xx with no body (the hosted `()` answers): nothing is read. */
  noContent?: boolean;
  /**
   * A read after a change (a GET after the POST that changed it): it does not join a request for
   * the same URL that began before, which may answer from before the change; later ones join it.
   */
  fresh?: boolean;
}

const DEFAULT_TIMEOUT_MS = 10_000;
const inFlight = new Map<string, Promise<unknown>>();


/** Worth another try: the network failed, the service timed out or was briefly unavailable. */
function isTransient(error: unknown): boolean {
  if (error instanceof HttpStatusError) return error.status >= 500 || error.status === 429;
  return error instanceof NetworkRequestError || error instanceof ServiceTimeoutError;
}

/** The service's message and the field its first reason names (`{ message }` or `{ reasons: [{ field, description }] }`), where it gave them. */
async function serverReason(response: Response): Promise<{ message?: string; field?: string }> {
  try {
    const body = (await response.json()) as { message?: unknown; reasons?: { field?: unknown; description?: unknown }[] };
    const message = body?.message ?? body?.reasons?.[0]?.description;
    const field = body?.reasons?.[0]?.field;
    return { ...(typeof message === 'string' ? { message } : {}), ...(typeof field === 'string' && field ? { field } : {}) };
  } catch {
    return {};
  }
}

async function attempt<T>(url: string, options: FetchJsonOptions, deadline: number): Promise<T> {
  const timeoutMs = options.timeoutMs ?? DEFAULT_TIMEOUT_MS;
  const controller = new AbortController();
  const timer = setTimeout(() => controller.abort(), Math.max(0, deadline - Date.now()));
  let response: Response;
  try {
    response = await fetch(url, {
      method: options.method ?? 'GET',
      signal: controller.signal,
      ...(options.body === undefined ? {} : { body: JSON.stringify(options.body) }),
      ...(options.body === undefined && !options.headers
        ? {}
        : { headers: { ...(options.body === undefined ? {} : { 'content-type': 'application/json' }), ...options.headers } }),
    });
    if (!response.ok) {
      const { message, field } = await serverReason(response);
      throw new HttpStatusError(response.status, url, message, field);
    }
    const text = await response.text();
    if (options.noContent) return undefined as T;
    try {
      return JSON.parse(text) as T;
    } catch (cause) {
      throw new MalformedResponseError(url, cause);
    }
  } catch (error) {
    if (controller.signal.aborted) throw new ServiceTimeoutError(url, timeoutMs);
    if (error instanceof HttpStatusError || error instanceof MalformedResponseError) throw error;
    throw new NetworkRequestError(url, error);
  } finally {
    clearTimeout(timer);
  }
}

async function withRetries<T>(url: string, options: FetchJsonOptions): Promise<T> {
  const retries = options.retries ?? (options.method === 'POST' ? 0 : 3);
  const baseDelayMs = options.baseDelayMs ?? 150;
  // One deadline for the whole call: a slow service fails once, after the timeout, rather
  // than once per try (four tries of 10 s kept a spinner up for 40 s).
  const deadline = Date.now() + (options.timeoutMs ?? DEFAULT_TIMEOUT_MS);
  for (let failures = 0; ; failures += 1) {
    try {
      return await attempt<T>(url, options, deadline);
    } catch (error) {
      const delay = baseDelayMs * 2 ** failures;
      if (failures >= retries || !isTransient(error) || Date.now() + delay >= deadline) throw error;
      await sleep(delay);
    }
  }
}

/**
 * Calls a data service and reads its JSON answer, with the client rules of spec §7 and §9:
 * retries with doubling delays for transient failures of safe calls, one timeout for the
 * whole call, one request
 * per URL while one is in flight, and a typed error for every way it can fail.
 */
export function fetchJson<T>(url: string, options: FetchJsonOptions = {}): Promise<T> {
  // Calls with their own headers (a session token) are not shared with others of the same URL.
  if ((options.method ?? 'GET') !== 'GET' || options.headers) return withRetries<T>(url, options);
  const pending = options.fresh ? undefined : inFlight.get(url);
  if (pending) return pending as Promise<T>;
  const request: Promise<T> = withRetries<T>(url, options).finally(() => {
    if (inFlight.get(url) === request) inFlight.delete(url);
  });
  inFlight.set(url, request);
  return request;
}
