import { defineConfig } from 'vitest/config';
import '../scripts/vitest/node20.ts';

export default defineConfig({
  test: { include: ['src/**/*.test.ts'] },
});
