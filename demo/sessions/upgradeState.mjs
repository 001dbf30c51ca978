// Whether an EOA is upgraded (EIP-7702) to the framework's stateless DeleGator on a chain: its code
// is then the delegation designator 0xef0100 ‖ that address.
import { SESSION_CONTRACTS } from '../stack/sessions/sessionAddresses.mjs';

/** `'upgraded'`, `'none'` (no code) or `'other'` (any other code). `client`: a viem public client. */
export async function upgradeState(client, address, deleGator = SESSION_CONTRACTS.eip7702StatelessDeleGator) {
  const code = ((await client.getCode({ address })) ?? '0x').toLowerCase();
  if (code === '0x') return 'none';
  return code === `0xef0100${deleGator.slice(2).toLowerCase()}` ? 'upgraded' : 'other';
}
