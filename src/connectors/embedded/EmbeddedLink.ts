import type { EmbeddedUser } from './EmbeddedUser';

/** The signed-in embedded wallet as a namespace adapter uses it: its user, and requests through the secure frame. */
export interface EmbeddedLink {
  readonly user: EmbeddedUser;
  /** A JSON-RPC request run by the frame on a network (approved inside the frame when it needs the visitor). */
  request(args: { method: string; params?: unknown }, network: { chainId: number | string; rpcUrl: string | undefined }): Promise<unknown>;
  /** Moves the frame's wallet to a network; resolves with the chain id it is on. */
  switchNetwork(network: { chainId: number | string; rpcUrl: string | undefined }): Promise<number | string>;
  /** Drops every request waiting for the visitor's approval in the frame (RPC_ABORT). */
  abort(): void;
  /** Follows the end of the session (signed out); returns the unsubscribe. */
  onEnded(listener: () => void): () => void;
}
