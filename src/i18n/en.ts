// The English catalogue, whole: the shape of every locale file in locales/ (flat, every key).
// Entries are data, never code:
// - `{name}` is a placeholder; the matching function in a bound part takes one object of its
//   arguments by placeholder name (`resolvedName({ name, address })`), so a translation may put
//   them in any order;
// - an object with `other` is a plural: its forms are Intl.PluralRules categories (zero, one,
//   two, few, many, other) of its `{count}`;
// - any other object is a group of texts read by key (view titles, payment methods).
// The texts are written in parts (en/), each bound where it is read (`bindTexts`): the button's part
// as `buttonTexts` ships in the button's first load, the core part as `messages` with the modal's
// first view, the errors' part with any other language's file (englishErrors.ts), every other part ships in the lazy chunks of the views
// that show it. A key lives in exactly one part. Every other locale is a lazily loaded file of
// this shape, which every part reads its own keys from.
import { accountEnglish } from './en/accountEnglish';
import { activityEnglish } from './en/activityEnglish';
import { buttonEnglish } from './en/buttonEnglish';
import { buyEnglish } from './en/buyEnglish';
import { copyEnglish } from './en/copyEnglish';
import { coreEnglish } from './en/coreEnglish';
import { payEnglish } from './en/payEnglish';
import { receiveEnglish } from './en/receiveEnglish';
import { embeddedEnglish } from './en/embeddedEnglish';
import { errorsEnglish } from './en/errorsEnglish';
import { sendEnglish } from './en/sendEnglish';
import { sessionsEnglish } from './en/sessionsEnglish';
import { signingEnglish } from './en/signingEnglish';
import { swapEnglish } from './en/swapEnglish';
import { tradeEnglish } from './en/tradeEnglish';
import { walletsEnglish } from './en/walletsEnglish';

/** The English texts by part, as they ship. */
export const englishParts = {
  buttonEnglish,
  coreEnglish,
  errorsEnglish,
  embeddedEnglish,
  walletsEnglish,
  accountEnglish,
  copyEnglish,
  activityEnglish,
  receiveEnglish,
  tradeEnglish,
  sendEnglish,
  swapEnglish,
  buyEnglish,
  payEnglish,
  signingEnglish,
  sessionsEnglish,
} as const;

/** Every English text the modal shows. */
export const en = {
  ...buttonEnglish,
  ...coreEnglish,
  ...errorsEnglish,
  ...embeddedEnglish,
  ...walletsEnglish,
  ...accountEnglish,
  ...copyEnglish,
  ...activityEnglish,
  ...receiveEnglish,
  ...tradeEnglish,
  ...sessionsEnglish,
  ...sendEnglish,
  ...swapEnglish,
  ...buyEnglish,
  ...payEnglish,
  ...signingEnglish,
} as const;
