/**
 * What WalletConnect needs from the page's configuration. Read when the SDK is set up (on
 * first use); the SDK keeps its relay for the page's life.
 */
export interface WalletConnectSettings {
  projectId: string;
  relayUrl: string;
  /** Base URL of WalletConnect's verify service: its attestation frame and public key. */
  verifyUrl: string;
  metadata: { name: string; description: string; url: string; icons: string[] };
}

/** What a session proposal asks for in one namespace: CAIP-2 networks, methods and events. */
export interface ProposalNamespace {
  chains: string[];
  methods: string[];
  events: string[];
}
