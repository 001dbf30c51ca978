// English texts of copying an address or a link (the toasts of copyText). Bound as `copyTexts`,
// in the copy action's lazy chunk.
export const copyEnglish = {
  addressCopied: 'Address copied',
  copyFailed: 'Could not copy the address',
  linkCopied: 'Link copied',
  copyLinkFailed: 'Could not copy the link',
} as const;
