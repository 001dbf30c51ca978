// The template with the modal as `modal` has it, but from the main entry alone: the elements in
// JSX, nothing imported from wallet-modal/react but its JSX types. The page lends the modal no
// React, so the modal loads its own: the size comparison's build without a shared React.
import { StrictMode } from 'react'
import { createRoot } from 'react-dom/client'
import 'wallet-modal'
import type {} from 'wallet-modal/react'
import '../index.css'
import App from '../App.tsx'
import { readSettings } from '../wallet/settings.ts'

const root = document.getElementById('root')!
const { modal } = readSettings(root)

createRoot(root).render(
  <StrictMode>
    <App />
    <wallet-modal project-id={modal.projectId} api-url={modal.apiUrl} onconnect={(event) => void sessionStorage.setItem('connected', event.detail.address)} />
    <wallet-button balance="hide" />
  </StrictMode>,
)
