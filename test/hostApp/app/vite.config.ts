import { defineConfig } from 'vite'
import react from '@vitejs/plugin-react'

// Four builds of one app, for the size comparison: the template as create-vite makes it
// (`--mode bare`), the template with the modal's React components (`--mode modal`; importing
// wallet-modal/react lends the page's React to the modal), the same page with the main entry
// alone (`--mode own-react`: the modal brings its own React), and the host app with wagmi
// (default). base './' keeps the modal's lazy chunks loading next to the
// entry, and the entry's file name is fixed so a test page can import it.
const PAGES: Record<string, string> = { bare: 'bare.html', modal: 'modal.html', 'own-react': 'own-react.html' }

export default defineConfig(({ mode }) => {
  const page = PAGES[mode] ?? 'index.html'
  const name = page === 'index.html' ? 'app' : mode
  return {
    plugins: [react()],
    base: './',
    build: {
      outDir: name === 'app' ? 'dist' : `dist-${name}`,
      manifest: true,
      rolldownOptions: {
        input: { [name]: page },
        output: { entryFileNames: 'assets/[name].js' },
      },
    },
  }
})
