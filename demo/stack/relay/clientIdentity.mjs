// Who is on the other end of a socket. The SDK connects with `?auth=<JWT>` whose `iss` is the
// client's did:key, the same value it hashes into its own subscription ids
// (sha256(topic + clientId), hex). Reading `iss` without checking the signature lets the relay
// hand out those very ids and recognise a client again after it reconnects (so a restart never
// re-delivers what it already acknowledged, and a client never gets its own messages back).
import { createHash } from 'node:crypto';

let anonymous = 0;

/** The did:key from the connection URL's JWT, or a per-socket stand-in when there is none. */
export function clientKeyFromUrl(requestUrl = '/') {
  try {
    const auth = new URL(requestUrl, 'ws://relay.local').searchParams.get('auth');
    const payload = JSON.parse(Buffer.from(auth.split('.')[1], 'base64url').toString('utf8'));
    if (typeof payload.iss === 'string' && payload.iss.startsWith('did:key:')) return payload.iss;
  } catch {
    // no or unreadable JWT: fall through (the JWT is not required by this relay)
  }
  anonymous += 1;
  return `anonymous:${anonymous}`;
}

export function subscriptionIdFor(topic, clientKey) {
  return createHash('sha256').update(topic + clientKey, 'utf8').digest('hex');
}
