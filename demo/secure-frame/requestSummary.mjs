// What the approval screen says about a request: a title and a few label/value rows, short
// enough to read at a glance. Values are plain text cut to a sane length.
import { formatEther, hexToString, isHex } from 'viem';

const MAX_TEXT = 400;

const clip = (text) => (text.length > MAX_TEXT ? `${text.slice(0, MAX_TEXT)}…` : text);

/** A hex message shown as text when it is printable UTF-8, as hex otherwise. */
export function readableMessage(message) {
  if (!isHex(message)) return message;
  try {
    const text = hexToString(message);
    return /^[\P{Cc}\n\r\t]*$/u.test(text) ? text : message;
  } catch {
    return message;
  }
}

function ether(value) {
  try {
    return `${formatEther(BigInt(value ?? 0))} ETH`;
  } catch {
    return String(value);
  }
}

export function summarize({ method, message, typedData, tx, chainId, address, appName, origin }) {
  const from = appName ? `${appName} (${origin})` : origin;
  const account = ['Account', address];
  if (method === 'personal_sign') {
    return { title: 'Sign message', origin: `Requested by ${from}`, rows: [account, ['Message', clip(readableMessage(message))]] };
  }
  if (method === 'eth_signTypedData_v4') {
    const domain = typedData.domain ?? {};
    return {
      title: 'Sign typed data',
      origin: `Requested by ${from}`,
      rows: [account, ['Type', String(typedData.primaryType)], ['Domain', clip(String(domain.name ?? '–'))], ['Data', clip(JSON.stringify(typedData.message))]],
    };
  }
  return {
    title: 'Send transaction',
    origin: `Requested by ${from}`,
    rows: [
      account,
      ['To', tx.to ?? '(new contract)'],
      ['Value', ether(tx.value)],
      ['Network', `Chain ${chainId}`],
      ...(tx.data && tx.data !== '0x' ? [['Data', `${(tx.data.length - 2) / 2} bytes`]] : []),
    ],
  };
}
