// Signs as a Polkadot wallet does with a dev key (sr25519, @scure/sr25519): a raw message wrapped
// in <Bytes>…</Bytes> (a bare 64-byte signature, as extensions answer signRaw), and a transaction
// payload (a MultiSignature: 0x01 for sr25519, then the 64 bytes, as they answer signPayload).
import * as sr25519 from '@scure/sr25519';
import { polkadotDevSecret, POLKADOT_DEV_KEYS } from '../../stack/polkadot/devKeys.mjs';
import { decodeSs58 } from '../../stack/polkadot/ss58.mjs';
import { extrinsicPayloadToSign } from './extrinsicPayload.mjs';
import { rawMessageToSign } from './rawMessage.mjs';
import { toHex } from './scale.mjs';

const SR25519 = 1;

/** The dev key `index`'s signer; `owns(address)` tells an SS58 address of its key under any prefix. */
export function createPolkadotSigner(index) {
  const key = POLKADOT_DEV_KEYS[index];
  if (!key) throw new RangeError(`No Polkadot dev key ${index}`);
  const secret = polkadotDevSecret(index);
  return {
    key,
    owns: (address) => {
      const decoded = decodeSs58(address);
      return !!decoded && toHex(decoded.publicKey) === key.publicKey;
    },
    signRaw: (data) => toHex(sr25519.sign(secret, rawMessageToSign(data))),
    signPayload: (payload) => toHex(new Uint8Array([SR25519, ...sr25519.sign(secret, extrinsicPayloadToSign(payload))])),
  };
}
