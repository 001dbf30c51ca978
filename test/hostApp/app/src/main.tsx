import { StrictMode } from 'react'
import { createRoot } from 'react-dom/client'
import { QueryClient, QueryClientProvider } from '@tanstack/react-query'
import { WagmiProvider } from 'wagmi'
import './index.css'
import App from './App.tsx'
import { readSettings } from './wallet/settings.ts'
import { createWagmiConfig } from './wallet/wagmiConfig.ts'
import { WalletPanel } from './wallet/WalletPanel.tsx'

const root = document.getElementById('root')!
const settings = readSettings(root)
const config = createWagmiConfig(settings)
const queryClient = new QueryClient()

createRoot(root).render(
  <StrictMode>
    <WagmiProvider config={config}>
      <QueryClientProvider client={queryClient}>
        <App />
        <WalletPanel settings={settings} />
      </QueryClientProvider>
    </WagmiProvider>
  </StrictMode>,
)
