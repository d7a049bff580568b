// The administrators' screen: its own Vite entry and output (dist-admin/, shipped in the plugin as
// admin/), separate from the kernel's build, so nothing of it can reach a visitor's page.
import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vite';

export default defineConfig({
  root: fileURLToPath(new URL('.', import.meta.url)),
  base: './',
  define: { 'process.env.NODE_ENV': JSON.stringify('production') },
  build: {
    outDir: fileURLToPath(new URL('../../dist-admin', import.meta.url)),
    emptyOutDir: true,
    manifest: true,
    target: 'es2022',
    assetsInlineLimit: 0,
    modulePreload: false,
    // The plugin zip ships no source maps; the repository has the source.
    sourcemap: false,
    rolldownOptions: {
      input: fileURLToPath(new URL('./main.tsx', import.meta.url)),
      output: {
        entryFileNames: 'voorkant-admin-[hash].js',
        chunkFileNames: '[name]-[hash].js',
        assetFileNames: '[name]-[hash][extname]',
      },
    },
  },
});
