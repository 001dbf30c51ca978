// What the host page would see go wrong: uncaught errors and unhandled rejections, recorded
// from the call until stop().
export interface UncaughtWatch {
  readonly list: string[];
  stop(): void;
}

export function watchUncaught(): UncaughtWatch {
  const list: string[] = [];
  const onError = (event: ErrorEvent) => list.push(`error: ${event.message}`);
  const onRejection = (event: PromiseRejectionEvent) =>
    list.push(`unhandled rejection: ${String((event.reason as { message?: unknown } | undefined)?.message ?? event.reason)}`);
  window.addEventListener('error', onError);
  window.addEventListener('unhandledrejection', onRejection);
  return {
    list,
    stop() {
      window.removeEventListener('error', onError);
      window.removeEventListener('unhandledrejection', onRejection);
    },
  };
}
