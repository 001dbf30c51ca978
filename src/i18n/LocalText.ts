/**
 * A text a store keeps for a view to show later (a failure's reason, mostly): a function that
 * reads the catalogue when it is called. Views call it in their render, so after a language
 * switch it reads in the new language; a string made at the time of the failure would stay in
 * the language of that moment.
 */
export type LocalText = () => string;

/**
 * A text that is the same in every language (a reason a wallet or a service gave, as it gave
 * it). It carries the text as `text` too, so a check can tell such data from catalogue texts.
 */
export const fixedText = (text: string): LocalText & { readonly text: string } => Object.assign(() => text, { text });
