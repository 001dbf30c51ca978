// What the approval screen says about a request: a title, who asks, the key facts of bounded size
// that stay in view above the rest (typed data's network by name and verifying contract; a
// transaction's network, recipient, amount, maximum fee and maximum total; a smart account's
// transaction or batch of calls also says it is sent from the smart account, and a batch lists
// every call in its body, each with its data), and the body, of any length, in a box that
// scrolls, named by `label`: what is signed, which must be read to its end (`read`: a message;
// typed data's domain, type and data), then the details (`details`: the account; a transaction's
// data, its size and its bytes). Labels are text keys (frameTexts.mjs) or a function of the
// texts; a value is plain text, or a function of the texts when it has words in it.
// What is signed (the message, typed data's data, a transaction's or call's data) is shown up to
// MAX_SIGNED characters, a name up to MAX_TEXT; longer text ends in "…".
import { formatUnits, hexToString, isHex } from 'viem';
import { parseChainId } from './chainState.mjs';
import { networkOf } from './networks.mjs';

const MAX_TEXT = 400;
const MAX_SIGNED = 20_000;

const clip = (text, max = MAX_TEXT) => (text.length > max ? `${text.slice(0, max)}…` : text);

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

/** A transaction's or call's data, as the single screen and the batch's show it: its size, then its bytes (hex, up to MAX_SIGNED characters). */
const dataRow = (data) => ['data', (text) => `${text('dataBytes', { count: (data.length - 2) / 2 })}\n${clip(data, MAX_SIGNED)}`];
const hasData = (data) => typeof data === 'string' && data !== '0x';

const asJson = (value) => JSON.stringify(value, (key, item) => (typeof item === 'bigint' ? item.toString() : item), 2);

export function summarize({ method, message, typedData, tx, calls, prepared, chainId, address, appName, origin }) {
  const from = appName ? `${appName} (${origin})` : origin;
  const account = ['account', address];
  if (method === 'personal_sign') {
    return { title: 'signMessage', from, key: [], body: { label: 'message', read: [['message', clip(readableMessage(message), MAX_SIGNED)]], details: [account] } };
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
      ],
      body: {
        label: 'message',
        read: [
          ['domain', clip(String(domain.name ?? '–'))],
          ['type', clip(String(typedData.primaryType))],
          ['data', clip(asJson(typedData.message), MAX_SIGNED)],
        ],
        details: [account],
      },
    };
  }
  // A smart account's user operation (`prepared.op`) says so, next to the network.
  const sender = prepared.op ? [['sentFrom', (text) => text('smartAccount')]] : [];
  if (method === 'wallet_sendCalls') {
    const value = calls.reduce((sum, call) => sum + call.value, 0n);
    const callRows = calls.flatMap((call, index) => [[(text) => text('callNumber', { n: index + 1 }), `${call.to} · ${coin(call.value, chainId)}`], ...(hasData(call.data) ? [dataRow(call.data)] : [])]);
    return {
      title: 'sendCalls',
      from,
      key: [['network', networkName(chainId)], ...sender, ['calls', String(calls.length)], ['amount', coin(value, chainId)], ['fee', coin(prepared.maxFee, chainId)], ['total', coin(value + prepared.maxFee, chainId)]],
      body: { label: 'details', read: [], details: [...callRows, account] },
    };
  }
  const value = tx.value === undefined ? 0n : BigInt(tx.value);
  return {
    title: 'sendTransaction',
    from,
    key: [
      ['network', networkName(chainId)],
      ...sender,
      ['to', tx.to ?? ((text) => text('newContract'))],
      ['amount', coin(value, chainId)],
      ['fee', coin(prepared.maxFee, chainId)],
      ['total', coin(value + prepared.maxFee, chainId)],
    ],
    body: { label: 'details', read: [], details: [account, ...(hasData(tx.data) ? [dataRow(tx.data)] : [])] },
  };
}
