// The template with the modal and no wagmi: its element in JSX and its own button.
import { StrictMode } from 'react'
import { createRoot } from 'react-dom/client'
import 'wallet-modal'
import { WalletButton } from 'wallet-modal/react'
import '../index.css'
import App from '../App.tsx'
import { readSettings } from '../wallet/settings.ts'

const root = document.getElementById('root')!
const { modal } = readSettings(root)

createRoot(root).render(
  <StrictMode>
    <App />
    <wallet-modal project-id={modal.projectId} api-url={modal.apiUrl} onconnect={(event) => void sessionStorage.setItem('connected', event.detail.address)} />
    <WalletButton balance="hide" />
  </StrictMode>,
)
