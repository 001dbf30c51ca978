// The local Solana ledger as one stack service: litesvm behind a JSON-RPC server (HTTP and
// WebSocket on one port), with the dev keys funded and the USDC-like token minted at start.
// litesvm is a native module with builds for Linux and macOS only; where it does not load, the
// rest of the stack still runs and the ledger answers 503 saying why.
//
//   const solana = createSolanaLedgerService({ log });
//   const server = createServer(solana.handler); solana.attach(server);
//   await solana.ready; // true once funded, false when litesvm could not run here
import { createSolanaRpcHandler } from './solanaRpcHandler.mjs';

async function startLedger() {
  // Loaded here, not at the top, so a missing native build only disables this service.
  const [{ createLedger }, { createFaucet }, { fundDevKeys }, { createRpcMethods }, { accountJsonWith }, { createSolanaWebSocket }] = await Promise.all([
    import('./ledger.mjs'),
    import('./faucet.mjs'),
    import('./fundDevKeys.mjs'),
    import('./rpcMethods.mjs'),
    import('./accountJson.mjs'),
    import('./solanaWebSocket.mjs'),
  ]);
  const ledger = createLedger();
  const faucet = createFaucet(ledger);
  fundDevKeys(ledger, faucet);
  return {
    call: createRpcMethods({ ledger, faucet }),
    sockets: createSolanaWebSocket({ ledger, accountJson: accountJsonWith(ledger) }),
  };
}

export function createSolanaLedgerService({ log } = {}) {
  const started = startLedger();
  let stopped = false;
  started.catch((error) => process.stderr.write(`Solana ledger: not started (${error.message}); the rest of the stack runs without it.\n`));
  return {
    handler: createSolanaRpcHandler({ getCall: () => started.then((s) => s.call), log }),
    /** Serves WebSocket subscriptions on `server` (the one running `handler`). */
    attach(server) {
      started.then(({ sockets }) => !stopped && sockets.attach(server), () => undefined);
    },
    ready: started.then(() => true, () => false),
    async stop() {
      stopped = true;
      await started.then(({ sockets }) => sockets.stop(), () => undefined);
    },
  };
}
