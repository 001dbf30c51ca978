import { useSyncExternalStore } from 'react';
import type { LogoMark } from '../../config/LogoMark';
import { loadLogoMarks } from './logoMarksLoader';

type Marks = Readonly<Record<string, LogoMark>>;

let marks: Marks | 'failed' | undefined;
let loading: Promise<void> | undefined;
const listeners = new Set<() => void>();

/** Loads the logo chunk once per page (the first logo on screen asks for it). */
function load(): void {
  loading ??= loadLogoMarks().then(
    (module) => {
      marks = module.LOGO_MARKS;
    },
    () => {
      marks = 'failed';
    },
  ).then(() => listeners.forEach((listener) => listener()));
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  load();
  return () => listeners.delete(listener);
}

/**
 * The drawn logo for `key` (a social provider, 'walletConnect' or a CAIP-2 network id):
 * undefined while the logo chunk loads, null when there is none (or the chunk failed).
 */
export function useLogoMark(key: string): LogoMark | null | undefined {
  const all = useSyncExternalStore(subscribe, () => marks);
  if (all === undefined) return undefined;
  return (all !== 'failed' && Object.hasOwn(all, key) && all[key]) || null;
}
