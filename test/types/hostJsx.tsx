// A React 19 host's components, typechecked against the built package: wallet-modal/react's
// types add both elements to React's JSX, with their attributes, events and ref.
import { useRef } from 'react';
import type { WalletModalElement } from 'wallet-modal';
import type {} from 'wallet-modal/react';

export function Page() {
  const modal = useRef<WalletModalElement>(null);
  return (
    <>
      <wallet-modal
        ref={modal}
        project-id="a-project"
        networks="eip155:1,eip155:8453"
        default-network="eip155:8453"
        theme-mode="dark"
        language="es"
        api-url="https://example.org"
        explorer-url="https://example.org"
        relay-url="wss://example.org"
        secure-site-url="https://example.org"
        verify-url="https://example.org"
        className="modal"
        onconnect={(event) => void event.detail.address}
        onmodal-close={(event) => void event.detail.connected}
      />
      <wallet-button balance="hide" onClick={() => void modal.current?.open()} />
      {/* @ts-expect-error: not a theme mode */}
      <wallet-modal theme-mode="purple" />
      {/* @ts-expect-error: not an attribute of the element */}
      <wallet-modal projectid="a-project" />
      {/* @ts-expect-error: `disconnect` carries the namespace, not an address */}
      <wallet-modal ondisconnect={(event) => void event.detail.address} />
      {/* @ts-expect-error: `hide` or unset */}
      <wallet-button balance="hidden" />
    </>
  );
}
