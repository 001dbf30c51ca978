// What the approval screen says about a request: a title, who asks, the key facts (what must be
// seen before Approve turns on: the message; the network by name, the verifying contract, domain
// and type of typed data; the network, recipient, amount, maximum fee and maximum total of a
// transaction) and the details below them. Labels are text keys (frameTexts.mjs); a value is
// plain text, or a function of the texts when it has words in it. Values are cut to a sane length.
import { formatUnits, hexToString, isHex } from 'viem';
import { parseChainId } from './chainState.mjs';
import { networkOf } from './networks.mjs';

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

/** The network's name from the frame's own table, or "unknown network (chain N)". */
const networkName = (chainId) => (text) => networkOf(chainId)?.name ?? text('unknownNetwork', { id: chainId });

/** An amount in the chain's native coin (its symbol when the frame knows the chain). */
function coin(amount, chainId) {
  const known = networkOf(chainId);
  const value = formatUnits(amount, known?.decimals ?? 18);
  return known ? `${value} ${known.symbol}` : value;
}

const asJson = (value) => JSON.stringify(value, (key, item) => (typeof item === 'bigint' ? item.toString() : item));

export function summarize({ method, message, typedData, tx, prepared, chainId, address, appName, origin }) {
  const from = appName ? `${appName} (${origin})` : origin;
  const account = ['account', address];
  if (method === 'personal_sign') {
    return { title: 'signMessage', from, key: [['message', clip(readableMessage(message))]], details: [account] };
  }
  if (method === 'eth_signTypedData_v4') {
    const domain = typedData.domain ?? {};
    const domainChainId = parseChainId(typeof domain.chainId === 'bigint' ? Number(domain.chainId) : domain.chainId);
    return {
      title: 'signMessage',
      from,
      key: [
        ['network', domainChainId ? networkName(domainChainId) : '–'],
        ['contract', typeof domain.verifyingContract === 'string' ? domain.verifyingContract : '–'],
        ['domain', clip(String(domain.name ?? '–'))],
        ['type', clip(String(typedData.primaryType))],
      ],
      details: [account, ['data', clip(asJson(typedData.message))]],
    };
  }
  const value = tx.value === undefined ? 0n : BigInt(tx.value);
  return {
    title: 'sendTransaction',
    from,
    key: [
      ['network', networkName(chainId)],
      ['to', tx.to ?? ((text) => text('newContract'))],
      ['amount', coin(value, chainId)],
      ['fee', coin(prepared.maxFee, chainId)],
      ['total', coin(value + prepared.maxFee, chainId)],
    ],
    details: [account, ...(tx.data && tx.data !== '0x' ? [['data', (text) => text('dataBytes', { count: (tx.data.length - 2) / 2 })]] : [])],
  };
}
