/**
 * Shapes the data service's smart-session routes send (blockchain-api src/handlers/sessions/), as
 * schemas every answer is parsed with where it enters. A session of the wrong shape is dropped
 * from the list; its permissions are kept as sent (the views read them through the strict reader).
 * Loaded on demand, beside the request (see wireSchema.ts).
 */
import * as v from 'valibot';
import { exactText, finiteNumber, listOf, parseOrUndefined, record } from '../wireSchema';

/** The hosted list stops at 255 sessions. */
const MAX_SESSIONS = 255;

const createdSchema = record({ pci: exactText(64), key: record({ type: v.literal('secp256k1'), publicKey: exactText(300) }) });

const typeData = record({ type: exactText(64), data: v.unknown() });

const sessionSchema = record({
  pci: exactText(64),
  expiry: finiteNumber,
  createdAt: finiteNumber,
  permissions: v.array(typeData),
  policies: v.array(typeData),
  context: v.nullable(exactText(1_000_000)),
  revokedAt: v.nullable(finiteNumber),
});

const listSchema = record({ pcis: listOf(sessionSchema, MAX_SESSIONS) });

export type CreatedSession = v.InferOutput<typeof createdSchema>;
export type StoredSession = v.InferOutput<typeof sessionSchema>;

export const parseCreatedSession = (body: unknown) => parseOrUndefined(createdSchema, body);
export const parseSessionList = (body: unknown) => parseOrUndefined(listSchema, body)?.pcis;
