import { messages } from '../i18n/messages';

/** "View on explorer": a page on the network's explorer (a transaction, an address), in a new tab. */
export function ExplorerLink({ href }: { href: string | undefined }) {
  if (!href) return null;
  return (
    <a href={href} target="_blank" rel="noopener noreferrer">
      {messages.viewOnExplorer}
    </a>
  );
}
