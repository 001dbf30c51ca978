import type { createEmbeddedLink } from '../../connectors/embedded/createEmbeddedLink';

type Session = ReturnType<typeof createEmbeddedLink>;

let current: Session | undefined;

/** The signed-in embedded wallet's link, while there is one. */
export function getEmbeddedSession(): Session | undefined {
  return current;
}

/** Records the new session; an earlier one is ended (its adapters see the disconnect). */
export function setEmbeddedSession(session: Session | undefined): void {
  if (current && current !== session) current.end();
  current = session;
}
