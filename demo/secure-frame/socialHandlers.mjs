// The social and Farcaster sign-in requests of the protocol. Social: GET_SOCIAL_REDIRECT_URI
// gives the login provider's URL for the popup the app opened; CONNECT_SOCIAL takes the
// callback URL the popup posted back (`resultUri`) and has the server check its state and
// exchange its code. Farcaster: GET_FARCASTER_URI gives the approval URL the app shows as a QR
// code; CONNECT_FARCASTER waits until it is approved. Either way the server answers a session
// token for the embedding page's origin and project (`scope`), kept here; the app is told the
// user and the session's public id (SESSION_UPDATE).
import { userPayload } from './authHandlers.mjs';
import { parseChainId } from './chainState.mjs';
import { FrameError } from './frameError.mjs';
import { callServer } from './serverApi.mjs';

const FARCASTER_WAIT_TIMEOUT_MS = 28_000; // the server answers after ~25 s at most
const MAX_URI_LENGTH = 2048;

export function socialHandlers({ deviceId, scope, session, chain, sessionUpdate, accountTypes }) {
  const { parentOrigin } = scope;
  let farcasterChannel = null; // the channel of the Farcaster sign-in under way

  async function signedIn(token, after) {
    const user = await session.start(token);
    after(() => sessionUpdate(user.sessionId));
    return user;
  }

  return {
    async GET_SOCIAL_REDIRECT_URI(payload) {
      const { provider } = payload;
      // The server knows the list (spec §5); this only keeps odd values from going out.
      if (typeof provider !== 'string' || !/^[a-z]{1,32}$/.test(provider)) throw new FrameError('Unsupported social provider');
      const { uri } = await callServer('/api/social/start', { provider, deviceId, parentOrigin });
      if (typeof uri !== 'string') throw new FrameError('An error occurred');
      return { uri };
    },

    async CONNECT_SOCIAL(payload, { after }) {
      const { uri } = payload;
      if (typeof uri !== 'string' || uri.length > MAX_URI_LENGTH) throw new FrameError('Invalid social login result');
      let chainId;
      if (payload.chainId !== undefined && payload.chainId !== null) {
        chainId = parseChainId(payload.chainId);
        if (!chainId) throw new FrameError('Invalid chain id');
      }
      const answer = await callServer('/api/social/connect', { deviceId, resultUri: uri, ...scope });
      if (typeof answer.token !== 'string') throw new FrameError('An error occurred');
      const user = await signedIn(answer.token, after);
      if (chainId) chain.use(chainId);
      accountTypes.request(payload.preferredAccountType);
      return userPayload(user, chain.chainId, accountTypes);
    },

    async GET_FARCASTER_URI() {
      const answer = await callServer('/api/farcaster/start', { deviceId, parentOrigin });
      if (typeof answer.url !== 'string' || typeof answer.channel !== 'string') throw new FrameError('An error occurred');
      farcasterChannel = answer.channel;
      return { url: answer.url };
    },

    async CONNECT_FARCASTER(payload, { after }) {
      if (!farcasterChannel) throw new FrameError('No Farcaster sign-in is in progress');
      const answer = await callServer('/api/farcaster/wait', { deviceId, channel: farcasterChannel, ...scope }, { timeoutMs: FARCASTER_WAIT_TIMEOUT_MS });
      if (typeof answer.token !== 'string') throw new FrameError('Farcaster approval timed out');
      farcasterChannel = null;
      const user = await signedIn(answer.token, after);
      return { userName: user.userName };
    },
  };
}
