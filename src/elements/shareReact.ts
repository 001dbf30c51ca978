import { offerSharedReact, type SharedReact } from './modalReact';

/** The oldest React the modal's tree runs on: it renders the next opening ahead inside `<Activity>` (React 19.2). */
const OLDEST = [19, 2] as const;

function canRunTheModal({ react, reactDom }: SharedReact): boolean {
  const [major = 0, minor = 0] = String(react.version).split('.').map(Number);
  const recent = major > OLDEST[0] || (major === OLDEST[0] && minor >= OLDEST[1]);
  // react-dom refuses to render with another version of react; the modal's own pair then does.
  const paired = (reactDom as { version?: unknown }).version === react.version;
  return recent && paired && 'Activity' in react;
}

/**
 * Lets the modal render with the page's React instead of loading its own copy (about 65 KB gzip):
 * `wallet-modal/react` calls it when imported, so a React host rarely needs to. The page's React
 * must be 19.2 or newer; an older one is left alone and the modal loads its own, as a page
 * without React does. It must come before the modal's code loads (in idle time after the first
 * `<wallet-button>` renders, or on the first open): later, the modal keeps the React it runs on
 * and this warns. True when the modal renders (or will render) with this React.
 */
export function shareReact(runtime: SharedReact): boolean {
  if (!canRunTheModal(runtime)) return false;
  const taken = offerSharedReact(runtime);
  if (!taken) {
    console.warn(
      "[wallet-modal] shareReact came after the modal's code loaded: it keeps the React it runs on (import wallet-modal/react earlier)",
    );
  }
  return taken;
}
