import { useEffect, useRef } from 'react';
import { stores, type TrackedEvent } from 'wallet-modal';

/**
 * Calls `handler` with every tracked event (`MODAL_OPEN`, `CONNECT_SUCCESS`, …) while the
 * component is mounted: each one, in order, also several in one tick. The latest `handler`
 * is called; a new function each render does not subscribe again.
 */
export function useWalletEvents(handler: (event: TrackedEvent) => void): void {
  const latest = useRef(handler);
  useEffect(() => {
    latest.current = handler;
  });
  useEffect(
    () =>
      stores.$events.listen((event) => {
        if (event) latest.current(event);
      }),
    [],
  );
}
