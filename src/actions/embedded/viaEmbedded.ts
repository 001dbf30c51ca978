import type { EmbeddedUser } from '../../connectors/embedded/EmbeddedUser';
import { EMBEDDED_ID } from '../../connectors/embedded/embeddedId';
import type { ConnectedVia } from '../connection/ConnectedVia';

/** How an embedded-wallet connection is recorded: by email (or the social user's name). */
export function viaEmbedded(user: EmbeddedUser, method: 'email' | 'social'): ConnectedVia {
  const name = method === 'email' ? 'Email' : (user.userName ?? 'Social login');
  return { id: EMBEDDED_ID, name, type: 'AUTH', recent: undefined, method };
}
