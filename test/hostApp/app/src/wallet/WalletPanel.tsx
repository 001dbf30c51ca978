import { useEffect, useRef, useState } from 'react'
import { useConnection, useSignMessage } from 'wagmi'
import type { WalletModalElement } from 'wallet-modal'
import { WalletButton, WalletModal, useWalletAccount, useWalletEvents, useWalletModal } from 'wallet-modal/react'
import type { HostSettings } from './settings.ts'

export const MESSAGE = 'Sign in to host-app'

/** The page's wallet corner: its own connect button, what the modal and wagmi each say, and a signature. */
export function WalletPanel({ settings }: { settings: HostSettings }) {
  const modal = useRef<WalletModalElement>(null)
  const [connector, setConnector] = useState('')
  const [events, setEvents] = useState<string[]>([])
  const [closedConnected, setClosedConnected] = useState<boolean>()
  const account = useWalletAccount()
  const { isOpen, view } = useWalletModal()
  const wagmi = useConnection()
  const { mutate: signMessage, data: signature, error, isPending } = useSignMessage()

  useWalletEvents((event) => setEvents((seen) => [...seen, event.event]))
  // The element's own DOM event, typed by the element: `detail` is the connection.
  useEffect(() => {
    const listening = new AbortController()
    modal.current?.addEventListener('connect', (event) => setConnector(event.detail.connector.name), { signal: listening.signal })
    return () => listening.abort()
  }, [])

  return (
    <section className="card" aria-label="Wallet">
      <WalletModal ref={modal} {...settings.modal} onModalClose={(event) => setClosedConnected(event.detail.connected)} />
      <WalletButton.Custom>
        {({ isConnected, open }) => (
          <button onClick={() => void open(isConnected ? { view: 'Account' } : undefined)}>
            {isConnected ? 'Account' : 'Connect wallet'}
          </button>
        )}
      </WalletButton.Custom>
      <dl>
        <dt>Modal</dt>
        <dd>{isOpen ? `open on ${view}` : closedConnected === undefined ? 'closed' : `closed ${closedConnected ? 'connected' : 'not connected'}`}</dd>
        <dt>Modal account</dt>
        <dd>{account.isConnected ? account.address : 'not connected'}</dd>
        <dt>wagmi account</dt>
        <dd>{wagmi.status === 'connected' ? `${wagmi.address} on chain ${wagmi.chainId} with ${wagmi.connector.name}` : wagmi.status}</dd>
        <dt>Connected with</dt>
        <dd>{connector || 'nothing yet'}</dd>
        <dt>Modal events</dt>
        <dd>{events.join(', ') || 'none'}</dd>
        <dt>Message</dt>
        <dd>{MESSAGE}</dd>
        <dt>Signature</dt>
        <dd>{signature ?? (error ? `failed: ${error.message}` : isPending ? 'waiting for the wallet' : 'none')}</dd>
      </dl>
      <button disabled={wagmi.status !== 'connected' || isPending} onClick={() => signMessage({ message: MESSAGE })}>
        Sign message
      </button>
    </section>
  )
}
