export type BaseErrorParameters = {
  /** Extra technical detail, shown after the short message. */
  details?: string | undefined;
  /** Hints shown between the short message and the details, one per line. */
  metaMessages?: string[] | undefined;
  /** The error that led to this one; `walk()` follows this chain. */
  cause?: unknown;
};

export type BaseErrorType = BaseError & { name: 'BaseError' };

/**
 * Root of every error this package throws, so callers can tell ours apart from
 * foreign errors with one `instanceof` and still read a stable `shortMessage`.
 *
 * @example
 * try { assertAddress('0x12') } catch (error) {
 *   if (error instanceof BaseError) console.log(error.shortMessage)
 * }
 */
export class BaseError extends Error {
  override name: string = 'BaseError';
  readonly shortMessage: string;
  readonly details: string | undefined;
  readonly metaMessages: string[] | undefined;

  constructor(shortMessage: string, parameters: BaseErrorParameters = {}) {
    const { details, metaMessages, cause } = parameters;
    // The full message keeps the short message first so logs stay scannable.
    const message = [
      shortMessage,
      ...(metaMessages?.length ? ['', ...metaMessages] : []),
      ...(details ? ['', `Details: ${details}`] : []),
    ].join('\n');
    super(message, cause === undefined ? undefined : { cause });
    this.shortMessage = shortMessage;
    this.details = details;
    this.metaMessages = metaMessages;
  }

  /**
   * Without `fn`: the deepest error in the cause chain (this error if it has no cause).
   * With `fn`: the first error in the chain, starting with this one, for which `fn`
   * returns true, or `null` when none does.
   */
  walk(): unknown;
  walk(fn: (error: unknown) => boolean): unknown | null;
  walk(fn?: (error: unknown) => boolean): unknown | null {
    const seen = new Set<unknown>();
    let current: unknown = this;
    while (true) {
      if (fn?.(current)) return current;
      seen.add(current);
      const next = causeOf(current);
      // A cycle in the chain would otherwise loop for ever.
      if (next === undefined || seen.has(next)) return fn ? null : current;
      current = next;
    }
  }
}

function causeOf(error: unknown): unknown {
  if (typeof error !== 'object' || error === null || !('cause' in error)) return undefined;
  return error.cause;
}
