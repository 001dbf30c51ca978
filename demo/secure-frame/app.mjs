// The local secure frame: the page the modal loads in a hidden iframe
// (`${secureSiteUrl}/sdk?projectId=…&chainId=…&version=4&rpcUrl=…`) that holds the keys of
// email, social and Farcaster users on this origin and answers the `@w3m-app/X` requests of its
// parent page with `@w3m-frame/X_SUCCESS` / `_ERROR` (same id). Its sessions belong to the parent
// page's origin and the URL's projectId; its approval screen speaks the modal's language
// (SYNC_LANGUAGE, the browser's until then). Bundled by demo/stack/secureFrame/buildSecureFrame.mjs
// and served by demo/stack/secureFrameServer.mjs.
import { createAccountTypes } from './accountTypes.mjs';
import { createApprovalScreen } from './approvalScreen.mjs';
import { authHandlers } from './authHandlers.mjs';
import { createChainState } from './chainState.mjs';
import { loadDeviceId } from './deviceId.mjs';
import { readFrameConfig } from './frameConfig.mjs';
import { FrameError } from './frameError.mjs';
import { textsFor } from './frameTexts.mjs';
import { createParentChannel, findParentOrigin } from './parentChannel.mjs';
import { rpcHandlers } from './rpcHandlers.mjs';
import { settingsHandlers } from './settingsHandlers.mjs';
import { socialHandlers } from './socialHandlers.mjs';
import { createUserOperations } from './userOperations.mjs';
import { createUserSession } from './userSession.mjs';

const FRAME = '@w3m-frame/';

/** The URL's projectId when it looks like one (the modal always gives it), else ''. */
function projectIdOf(searchParams) {
  const projectId = searchParams.get('projectId') ?? '';
  return /^[A-Za-z0-9_-]{1,128}$/.test(projectId) ? projectId : '';
}

/** Sets the page's language and direction; returns the texts in it. */
function languageOf(...languages) {
  const texts = textsFor(...languages);
  document.documentElement.lang = texts.tag;
  document.documentElement.dir = texts.dir;
  return texts;
}

function start() {
  const parentOrigin = findParentOrigin();
  // Opened on its own (not framed by a page with a real origin): there is nobody to talk to.
  if (!parentOrigin) return;
  const searchParams = new URLSearchParams(location.search);
  const scope = { parentOrigin, projectId: projectIdOf(searchParams) };
  const channel = createParentChannel(parentOrigin);
  const deviceId = loadDeviceId();
  const chain = createChainState(searchParams);
  const config = readFrameConfig();
  const accountTypes = createAccountTypes({ config, chain });
  const userOperations = createUserOperations({ config, projectId: scope.projectId });
  const session = createUserSession({ deviceId, scope });
  const approvals = createApprovalScreen(document.getElementById('screen'), languageOf(...navigator.languages));
  const speak = (language) => {
    const texts = languageOf(language);
    approvals.setTexts(texts);
    return texts.tag;
  };
  const dapp = { name: '' };
  const sessionUpdate = (sessionId) => channel.post(`${FRAME}SESSION_UPDATE`, { token: sessionId });

  const handlers = {
    ...authHandlers({ deviceId, scope, session, chain, approvals, sessionUpdate, accountTypes }),
    ...rpcHandlers({ session, chain, approvals, dapp, parentOrigin, accountTypes, userOperations }),
    ...settingsHandlers({ session, chain, dapp, speak, accountTypes }),
    ...socialHandlers({ deviceId, scope, session, chain, sessionUpdate, accountTypes }),
  };

  channel.listen(async ({ name, id, payload }) => {
    const later = [];
    try {
      const handler = Object.hasOwn(handlers, name) ? handlers[name] : undefined;
      if (!handler) throw new FrameError('An error occurred');
      const result = await handler(payload, { after: (fn) => later.push(fn) });
      channel.post(`${FRAME}${name}_SUCCESS`, result, id);
      for (const fn of later) fn();
    } catch (error) {
      if (!(error instanceof FrameError)) console.error('secure frame:', name, error);
      const { message, code } = error instanceof FrameError ? error : new FrameError('An error occurred');
      channel.post(`${FRAME}${name}_ERROR`, code === undefined ? { message } : { message, code }, id);
    }
  });
  channel.post(`${FRAME}READY`);
}

start();
