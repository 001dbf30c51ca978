// In-memory record of every service request, shared by both services so the demo's call panel
// (and tests) can see, in order, what the modal asked for. Read it at GET /__log on either service.

export function createRequestLog({ limit = 2000, onEntry } = {}) {
  const items = [];
  let seq = 0;
  return {
    /** Records the request once its answer is finished (or dropped), with status and duration. */
    track(service, req, res, url) {
      const started = process.hrtime.bigint();
      let recorded = false;
      const record = () => {
        if (recorded) return;
        recorded = true;
        const entry = {
          seq: (seq += 1),
          time: new Date().toISOString(),
          service,
          method: req.method,
          path: url.pathname,
          query: url.search,
          // 0: the connection closed before an answer (a 'reset' fault, or the client gave up).
          status: res.writableFinished ? res.statusCode : 0,
          ms: Math.round(Number(process.hrtime.bigint() - started) / 1e4) / 100,
        };
        if (res.stackFault) entry.fault = res.stackFault; // set by faults.mjs
        if (res.rpcMethods) entry.rpc = res.rpcMethods; // the JSON-RPC gateway's methods, set by dataService.mjs
        items.push(entry);
        if (items.length > limit) items.splice(0, items.length - limit);
        onEntry?.(entry);
      };
      res.once('finish', record);
      res.once('close', record);
    },
    /** The last `limit` entries, newest last. */
    entries() {
      return items.slice();
    },
    clear() {
      items.length = 0;
    },
  };
}
