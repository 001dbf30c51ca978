import { bytesToBase64 } from '../../utils/base64';

/** An amino StdSignDoc, as far as the modal reads one. */
export interface AminoSignDoc {
  chain_id: string;
  account_number: string;
  sequence: string;
  fee: { amount: readonly { denom: string; amount: string }[]; gas: string };
  msgs: readonly { type: string; value: unknown }[];
  memo: string;
}

/**
 * The ADR-36 document that signs `data` off-chain for `signer` (what Keplr's signArbitrary
 * signs): one `sign/MsgSignData` with the data in base64, every chain field empty or zero.
 */
export function adr36SignDoc(signer: string, data: Uint8Array): AminoSignDoc {
  return {
    chain_id: '',
    account_number: '0',
    sequence: '0',
    fee: { gas: '0', amount: [] },
    msgs: [{ type: 'sign/MsgSignData', value: { signer, data: bytesToBase64(data) } }],
    memo: '',
  };
}

/** The signer and data of an ADR-36 document; undefined for any other document. */
export function adr36Parts(doc: unknown): { signer: string; data: string } | undefined {
  const { chain_id: chainId, account_number: accountNumber, sequence, msgs, memo, fee } = (doc ?? {}) as Partial<AminoSignDoc>;
  if (chainId !== '' || accountNumber !== '0' || sequence !== '0' || memo !== '' || fee?.gas !== '0' || fee.amount?.length !== 0) return undefined;
  if (!Array.isArray(msgs) || msgs.length !== 1 || msgs[0]?.type !== 'sign/MsgSignData') return undefined;
  const { signer, data } = (msgs[0].value ?? {}) as { signer?: unknown; data?: unknown };
  return typeof signer === 'string' && typeof data === 'string' ? { signer, data } : undefined;
}
