import { messages } from '../i18n/messages';

/** "View on explorer": a transaction's page on the network's explorer, in a new tab. */
export function ExplorerLink({ href }: { href: string | undefined }) {
  if (!href) return null;
  return (
    <a href={href} target="_blank" rel="noopener noreferrer">
      {messages.viewOnExplorer}
    </a>
  );
}
