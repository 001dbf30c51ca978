// Polling for what a test cannot be told of: a service's log, a server command, another window.

/** Asks `read` every 30 ms until it answers a truthy value, which it resolves to; throws after `ms`. */
export async function until<T>(read: () => T | Promise<T>, what: string, ms = 5000): Promise<NonNullable<T>> {
  const end = Date.now() + ms;
  for (;;) {
    const value = await read();
    if (value) return value as NonNullable<T>;
    if (Date.now() > end) throw new Error(`Timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 30));
  }
}
