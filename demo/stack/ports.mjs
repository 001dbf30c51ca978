// Port helpers: pick a free loopback port, and bind a server with a message a person can act on
// when the port is taken (the default ports are fixed so the demo URL stays the same).
import { createServer } from 'node:net';

/** A port that was free a moment ago (the OS picks it). */
export function freePort(host = '127.0.0.1') {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.unref();
    probe.once('error', reject);
    probe.listen(0, host, () => {
      const { port } = probe.address();
      probe.close(() => resolve(port));
    });
  });
}

/**
 * Binds `server` on host:port (0 or undefined: a free port) and resolves to the bound port.
 * `label` names the service, `flag`/`env` name the option that moves it, for the error message.
 */
export function listen(server, { host, port, label, flag, env }) {
  return new Promise((resolve, reject) => {
    const onError = (error) => {
      server.off('listening', onListening);
      const hint = flag ? ` Choose another with ${flag}${env ? ` or ${env}` : ''}.` : '';
      if (error.code === 'EADDRINUSE') {
        reject(Object.assign(new Error(`Port ${port} is already in use (${label}).${hint}`), { code: error.code }));
      } else if (error.code === 'EACCES') {
        reject(Object.assign(new Error(`Port ${port} needs more privileges than this process has (${label}).${hint}`), { code: error.code }));
      } else {
        reject(Object.assign(new Error(`Cannot listen on ${host}:${port} (${label}): ${error.message}`), { code: error.code }));
      }
    };
    const onListening = () => {
      server.off('error', onError);
      resolve(server.address().port);
    };
    server.once('error', onError);
    server.once('listening', onListening);
    server.listen(port || 0, host);
  });
}

/** Closes a server, dropping keep-alive connections so close() does not hang. */
export function closeServer(server) {
  return new Promise((resolve) => {
    if (!server.listening) return resolve();
    server.close(() => resolve());
    server.closeAllConnections?.();
  });
}
