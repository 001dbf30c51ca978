import { SignClient } from '@walletconnect/sign-client';
import type { ChainNamespace } from '../../config/chainNamespaces';
import { NotConnectedError } from '../../errors/walletRequestErrors';
import { ProposalExpiredError } from '../../errors/walletConnectErrors';
import { WalletConnectStorage } from '../../services/storage/walletConnectStorage';
import { fromWalletConnectError } from './fromWalletConnectError';
import type { WalletConnectEvent, WalletConnectLink } from './WalletConnectLink';
import type { ProposalNamespace, WalletConnectSettings } from './WalletConnectSettings';
import { peerNameOf } from './peerNameOf';
import { watchRelayReach, type RelayCore } from './watchRelayReach';
import { watchSettleRefusal, type RpcHistory } from './watchSettleRefusal';

type Client = Awaited<ReturnType<typeof SignClient.init>>;
type Session = ReturnType<Client['session']['getAll']>[number];

/** The reason the SDK sends the wallet when the visitor disconnects (its USER_DISCONNECTED). */
const USER_DISCONNECTED = { code: 6000, message: 'User disconnected.' };
/** The SDK's storage prefix for this page's sessions (kept across versions: sessions restore). */
const STORAGE_PREFIX = 'wallet-modal';

/**
 * The page's one WalletConnect client: one sign client over one core (one socket to the
 * relay), whose one session carries every configured namespace. The namespace adapters see
 * the session through its link; this client proposes, restores and ends it, and reports the
 * relay connection. It lives in the WalletConnect chunk, loaded on first use.
 */
export interface WalletConnectClient {
  /**
   * Proposes a session for the namespaces and resolves with its link once the wallet
   * approves. `onUri` gets the pairing URI (the QR code). Rejects with ProposalExpiredError
   * when the proposal expired unanswered, RelayUnreachableError when the relay cannot be
   * reached, the wallet's error when it declined, WalletRequestError at once when the SDK
   * refused the session the wallet settled (an account that is not CAIP-10).
   */
  pair(namespaces: Record<string, ProposalNamespace>, onUri: (uri: string) => void): Promise<WalletConnectLink>;
  /** The link of the stored session when it is still valid, else undefined. */
  restore(): WalletConnectLink | undefined;
  /** Ends the session with the wallet (it is told), if there is one. */
  disconnect(): Promise<void>;
  /** The wallet app's own name, when the session has one. */
  peerName(): string | undefined;
  /** Follows the relay socket: 'lost' when it drops (the SDK then retries), 'restored' when it is back. */
  onRelayStatus(listener: (status: 'lost' | 'restored') => void): () => void;
  /** The SDK's sign client, for what only it can tell (tests read its core). */
  readonly signClient: Client;
}

let client: Promise<WalletConnectClient> | undefined;

/**
 * The page's WalletConnect client, set up on the first call with the settings of then (the
 * SDK keeps its relay for the page's life); every later call gets the same client.
 */
export function getWalletConnectClient(settings: WalletConnectSettings): Promise<WalletConnectClient> {
  client ??= createWalletConnectClient(settings).catch((error: unknown) => {
    client = undefined;
    throw error;
  });
  return client;
}

const globalsOfTheSdk = (prefix: string) => [`_walletConnectCore_${prefix}`, `_walletConnectCore_${prefix}_count`];

/** Set by the SDK's browser log buffer when it is given no logger of its own; the page may have one of another SDK's. */
const LOG_DOWNLOAD_GLOBAL = 'downloadLogsBlobInBrowser';

async function createWalletConnectClient(settings: WalletConnectSettings): Promise<WalletConnectClient> {
  const pageHadLogDownload = LOG_DOWNLOAD_GLOBAL in globalThis;
  const signClient = await SignClient.init({
    projectId: settings.projectId,
    relayUrl: settings.relayUrl,
    // The SDK's own name for the verify service: sent with the proposal to the wallet app.
    metadata: { ...settings.metadata, verifyUrl: settings.verifyUrl },
    customStoragePrefix: STORAGE_PREFIX,
    // Its sessions go through our guarded storage: never a throw where storage is denied.
    storage: new WalletConnectStorage(),
    telemetryEnabled: false,
  } as Parameters<typeof SignClient.init>[0]);
  // The SDK registers its core on globalThis for other copies to share; a guest on the host's
  // page adds no global but WalletModal, and this client is the page's only one.
  for (const name of globalsOfTheSdk(STORAGE_PREFIX)) delete (globalThis as Record<string, unknown>)[name];
  if (!pageHadLogDownload) delete (globalThis as Record<string, unknown>)[LOG_DOWNLOAD_GLOBAL];
  // @walletconnect/core 2.25 has no option for the verify service: its attestation frame and
  // public key always come from `verifyUrlV3`, so that field is set on the core.
  const verify = (signClient.core as unknown as { verify?: Record<string, unknown> }).verify;
  if (verify && typeof verify.verifyUrlV3 === 'string') verify.verifyUrlV3 = `${settings.verifyUrl}/v3`;
  // Its older lookup by message hash (for a message without an attestation) takes the peer's
  // verifyUrl only from a built-in list of hosted ones, else the hosted default: use ours.
  if (verify && typeof verify.getVerifyUrl === 'function') verify.getVerifyUrl = () => settings.verifyUrl;

  const core = signClient.core as unknown as RelayCore;
  let session: Session | undefined;
  const listeners = new Map<ChainNamespace, Set<(event: WalletConnectEvent) => void>>();

  const emit = (namespace: ChainNamespace | undefined, event: WalletConnectEvent) => {
    for (const [key, set] of listeners) {
      if (namespace && key !== namespace) continue;
      for (const listener of [...set]) listener(event);
    }
  };
  const end = () => {
    if (!session) return;
    session = undefined;
    emit(undefined, { type: 'ended' });
  };
  const ours = (topic: string) => !!session && session.topic === topic;

  // The SDK (2.25) starts its check of a wallet's event (isValidEmit) without waiting for it: the
  // event is emitted whatever the check finds, and a refusal becomes an uncaught error in the
  // host's page. The refusal is taken here; the events are checked below, against the session.
  const engine = signClient.engine as unknown as { isValidEmit?: (params: unknown) => Promise<void> };
  const checkEmit = engine.isValidEmit?.bind(engine);
  if (checkEmit) {
    engine.isValidEmit = (params) => {
      const checking = checkEmit(params);
      checking.catch(() => undefined);
      return checking;
    };
  }
  signClient.on('session_event', ({ topic, params }) => {
    if (!ours(topic) || typeof params?.chainId !== 'string' || typeof params.event?.name !== 'string') return;
    const namespace = params.chainId.split(':')[0] as ChainNamespace;
    // Only what the session approved: an event of its namespace's list, on one of its networks.
    if (!link.networks(namespace).includes(params.chainId) || !inNamespace(namespace)?.events.includes(params.event.name)) return;
    emit(namespace, { type: 'event', name: params.event.name, data: params.event.data, caipNetworkId: params.chainId });
  });
  signClient.on('session_update', ({ topic, params }) => {
    if (!ours(topic) || !session) return;
    session = { ...session, namespaces: params.namespaces };
    emit(undefined, { type: 'updated' });
  });
  signClient.on('session_delete', ({ topic }) => {
    if (ours(topic)) end();
  });
  signClient.on('session_expire', ({ topic }) => {
    if (ours(topic)) end();
  });

  // Own keys only: a wallet's 'constructor:1' names no namespace.
  const inNamespace = (namespace: ChainNamespace) => (session && Object.hasOwn(session.namespaces, namespace) ? session.namespaces[namespace] : undefined);
  const link: WalletConnectLink = {
    accounts: (namespace) => [...(inNamespace(namespace)?.accounts ?? [])],
    networks: (namespace) => {
      const approved = inNamespace(namespace);
      if (!approved) return [];
      const fromAccounts = approved.accounts.map((account) => account.split(':').slice(0, 2).join(':'));
      return [...new Set([...(approved.chains ?? []), ...fromAccounts])];
    },
    methods: (namespace) => [...(inNamespace(namespace)?.methods ?? [])],
    async request(args, caipNetworkId) {
      if (!session) throw new NotConnectedError();
      return signClient
        .request({ topic: session.topic, chainId: caipNetworkId, request: { method: args.method, params: args.params } })
        .catch((error: unknown) => Promise.reject(fromWalletConnectError(error)));
    },
    onEvent(namespace, listener) {
      const set = listeners.get(namespace) ?? new Set();
      listeners.set(namespace, set);
      set.add(listener);
      return () => set.delete(listener);
    },
  };

  /** The SDK's proposal on a pairing, once connect() has made it. */
  const proposalOn = (pairingTopic: string) => signClient.proposal.getAll().find((candidate) => candidate.pairingTopic === pairingTopic);

  /** Waits for the wallet's answer; an expiry the SDK reports for this proposal rejects with ProposalExpiredError. */
  const approvalOf = (proposal: ReturnType<typeof proposalOn>, approval: () => Promise<Session>): Promise<Session> => {
    let expired = false;
    const onExpire = ({ id }: { id: number }) => {
      if (id === proposal?.id) expired = true;
    };
    signClient.on('proposal_expire', onExpire);
    return approval().then(
      (approved) => approved,
      (error: unknown) => {
        // The SDK rejects an expired proposal at its own timer or at its expiry event, with no
        // code: the expiry is the event, or the proposal's own expiry time having passed.
        const pastExpiry = !!proposal && Date.now() >= proposal.expiryTimestamp * 1000;
        throw expired || pastExpiry ? new ProposalExpiredError() : fromWalletConnectError(error);
      },
    ).finally(() => signClient.off('proposal_expire', onExpire));
  };

  return {
    signClient,
    async pair(namespaces, onUri) {
      const relay = watchRelayReach(core, settings.relayUrl);
      let settle: ReturnType<typeof watchSettleRefusal> | undefined;
      try {
        const connecting = signClient.connect({ optionalNamespaces: namespaces });
        // Given up on (relay unreachable): the SDK's own rejection comes later and is of no interest.
        connecting.catch(() => undefined);
        const { uri, approval } = await Promise.race([connecting, relay.unreachable]);
        if (!uri) throw new Error('The WalletConnect SDK gave no pairing URI');
        const pairingTopic = uri.slice('wc:'.length, uri.indexOf('@'));
        const proposal = proposalOn(pairingTopic);
        // Followed before the wallet can see the pairing: a session the SDK refuses ends the wait.
        settle = watchSettleRefusal(signClient.core.history as unknown as RpcHistory, proposal?.id);
        onUri(uri);
        const approving = approvalOf(proposal, approval);
        approving.catch(() => undefined);
        const approved = await Promise.race([approving, relay.unreachable, settle.refused]);
        if (session && session.topic !== approved.topic) {
          // Replaced: the earlier session ends at the wallet too, or a reload could bring it back.
          const earlier = session.topic;
          end();
          void signClient.disconnect({ topic: earlier, reason: USER_DISCONNECTED }).catch(() => undefined);
        }
        session = approved;
        return link;
      } finally {
        relay.stop();
        settle?.stop();
      }
    },
    restore() {
      // The newest session that is still valid (all last as long, so the latest expiry).
      const now = Date.now() / 1000;
      const valid = signClient.session.getAll().filter((stored) => stored.expiry > now);
      session = valid.sort((a, b) => b.expiry - a.expiry)[0];
      return session ? link : undefined;
    },
    async disconnect() {
      const topic = session?.topic;
      end();
      if (!topic) return;
      try {
        await signClient.disconnect({ topic, reason: USER_DISCONNECTED });
      } catch (error) {
        // The wallet could not be told (offline, relay down): the session is still dropped
        // here, so that no reload restores what the visitor left.
        await signClient.session.delete(topic, USER_DISCONNECTED).catch(() => undefined);
        throw error;
      }
    },
    peerName: () => peerNameOf(session),
    onRelayStatus(listener) {
      const lost = () => listener('lost');
      const restored = () => listener('restored');
      core.relayer.on('relayer_disconnect', lost);
      core.relayer.on('relayer_connect', restored);
      return () => {
        core.relayer.off('relayer_disconnect', lost);
        core.relayer.off('relayer_connect', restored);
      };
    },
  };
}
