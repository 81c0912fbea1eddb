import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vite';
import { remoteViteConfig } from '../../scripts/vite/federation.ts';

export default defineConfig(remoteViteConfig('hr', fileURLToPath(new URL('.', import.meta.url))));
