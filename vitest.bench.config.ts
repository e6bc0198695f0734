import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: { include: [], benchmark: { include: ['test/bench/**/*.bench.ts'] } },
});
