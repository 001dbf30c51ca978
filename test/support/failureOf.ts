// How a provider request failed, as a host reads it: its EIP-1193 code and message.

/** `{ code, message }` of the rejection, or `{ code: undefined, message: 'no failure' }` when it resolved. */
export const failureOf = (promise: Promise<unknown>): Promise<{ code: number | undefined; message: string }> =>
  promise.then(
    () => ({ code: undefined, message: 'no failure' }),
    (error: { code?: number; message?: string }) => ({ code: error.code, message: error.message ?? '' }),
  );
