// What the approval screen says about a smart-session grant or revoke (wallet_grantPermissions,
// wallet_revokePermissions), in plain words: who asks, from which account, each permission
// ("Spend up to 0.01 ETH per day", "Spend up to 5 USDC per week" with the token's symbol and
// decimals read from the chain, "Call transfer on 0x…"), until when, the session key, and for a
// grant whether it first upgrades the account (EIP-7702), with that upgrade's maximum fee and,
// when the key account cannot pay it, its balance saying so; for a revoke, its transaction's fee
// and the message signed after it (`Revoke permission {pci}`).
// The permissions are the ones readGrantRequest / readRevokeRequest read (the revoke's are
// checked against what its context enforces), so the words are what the chain will enforce.
import { formatUnits } from 'viem';
import { revokeMessage } from '../sessions/revokeMessage.mjs';
import { networkOf } from './networks.mjs';

const DAY = 86_400;
const MAX_SYMBOL = 24;

const coin = (amount, chainId) => {
  const known = networkOf(chainId);
  const value = formatUnits(BigInt(amount), known?.decimals ?? 18);
  return known ? `${value} ${known.symbol}` : value;
};
const networkName = (chainId) => (text) => networkOf(chainId)?.name ?? text('unknownNetwork', { id: chainId });

/** "day", "week", "3 days", "90 seconds"… as a function of the texts. */
const periodWords = (seconds) => (text) => {
  if (seconds === 3600) return text('periodHour');
  if (seconds === DAY) return text('periodDay');
  if (seconds === 7 * DAY) return text('periodWeek');
  if (seconds % DAY === 0) return text('periodDays', { n: seconds / DAY });
  return text('periodSeconds', { n: seconds });
};

/** `tokens`: `{ [address]: { symbol, decimals } }` read from the chain (sessionTokens). */
function permissionRow({ type, data }, chainId, tokens) {
  if (type === 'native-token-recurring-allowance') {
    return ['permission', (text) => text('spendPer', { amount: coin(data.allowance, chainId), period: periodWords(data.period)(text) })];
  }
  if (type === 'erc20-recurring-allowance') {
    const { symbol, decimals } = tokens[data.token];
    const amount = `${formatUnits(BigInt(data.allowance), decimals)} ${symbol.slice(0, MAX_SYMBOL)}`;
    return ['permission', (text) => text('spendPer', { amount, period: periodWords(data.period)(text) })];
  }
  const functions = data.functions.map((fn) => fn.functionName).join(', ');
  const limit = data.functions[0].valueLimit;
  return ['permission', (text) => (limit && BigInt(limit) > 0n ? text('callOnWithValue', { functions, address: data.address, amount: coin(limit, chainId) }) : text('callOn', { functions, address: data.address }))];
}

/** "Until 28 Nov 2026, 15:00" in the screen's language (its `dateLocale`). */
const until = (expiry) => (text) =>
  text('until', { date: new Intl.DateTimeFormat(text('dateLocale'), { day: 'numeric', month: 'short', year: 'numeric', hour: '2-digit', minute: '2-digit', hourCycle: 'h23' }).format(expiry * 1000) });

const fromOf = (appName, origin) => (appName ? `${appName} (${origin})` : origin);

/**
 * The grant's rows about the account's upgrade (`upgrade`: prepareUpgrade's answer): what it does,
 * its maximum fee, and the balance when it cannot pay that fee.
 */
function upgradeRows(upgrade, chainId) {
  if (!upgrade) return [];
  const short = upgrade.balance < upgrade.maxFee ? [['balance', (text) => text('notEnoughForFee', { amount: coin(upgrade.balance, chainId) })]] : [];
  return [['upgrade', (text) => text('upgradeNotice')], ['fee', coin(upgrade.maxFee, chainId)], ...short];
}

/** The screen of a grant. `upgrade`: the prepared upgrade when the account is not yet upgraded on that chain (else null). */
export function summarizeGrant({ request, address, delegate, tokens, upgrade, appName, origin }) {
  const chainId = Number(request.chainId);
  return {
    title: 'grantPermissions',
    from: fromOf(appName, origin),
    key: [
      ['network', networkName(chainId)],
      ['account', address],
      ...request.permissions.map((p) => permissionRow(p, chainId, tokens)),
      ['validity', until(request.expiry)],
      ...upgradeRows(upgrade, chainId),
    ],
    body: { label: 'details', read: [], details: [['sessionKey', delegate]] },
  };
}

/** The screen of a revoke: `prepared` is its disableDelegation transaction (null: already disabled on chain). */
export function summarizeRevoke({ revoke, prepared, appName, origin }) {
  const { chainId } = revoke;
  return {
    title: 'revokePermissions',
    from: fromOf(appName, origin),
    key: [
      ['network', networkName(chainId)],
      ['account', revoke.address],
      ...revoke.permissions.map((p) => permissionRow(p, chainId, revoke.tokens)),
      ['validity', until(revoke.expiry)],
      ...(prepared ? [['fee', coin(prepared.maxFee, chainId)]] : []),
      // The message signed once the transaction is confirmed (the data service's revoke takes it).
      ['signedAfter', revokeMessage(revoke.pci)],
    ],
    body: { label: 'details', read: [], details: [['sessionKey', revoke.delegation.delegate]] },
  };
}
