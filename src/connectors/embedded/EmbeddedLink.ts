import type { EmbeddedUser } from './EmbeddedUser';

/** The signed-in embedded wallet as a namespace adapter uses it: its user, and requests through the secure frame. */
export interface EmbeddedLink {
  /** The user as the frame last reported it: the active account, its type, whether the smart account is deployed. */
  readonly user: EmbeddedUser;
  /** The account type the visitor prefers: the active one wherever the user has a smart account (elsewhere the plain one is active). */
  readonly preferredAccountType: EmbeddedUser['preferredAccountType'];
  /** A JSON-RPC request run by the frame on a network (approved inside the frame when it needs the visitor). */
  request(args: { method: string; params?: unknown }, network: { chainId: number | string; rpcUrl: string | undefined }): Promise<unknown>;
  /** Moves the frame's wallet to a network; resolves with the chain id it is on (the user is read again there when its address may differ). */
  switchNetwork(network: { chainId: number | string; rpcUrl: string | undefined }): Promise<number | string>;
  /** Makes the account of this type the active one (SET_PREFERRED_ACCOUNT); resolves with the user of then. */
  setPreferredAccount(type: EmbeddedUser['preferredAccountType']): Promise<EmbeddedUser>;
  /** Follows each change of the user (another account, a deployed smart account); returns the unsubscribe. */
  onUserChanged(listener: (user: EmbeddedUser) => void): () => void;
  /** Drops every request waiting for the visitor's approval in the frame (RPC_ABORT). */
  abort(): void;
  /** Follows the end of the session (signed out); returns the unsubscribe. */
  onEnded(listener: () => void): () => void;
}
