import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['src/**/*.test.{ts,tsx}', 'tests/unit/**/*.test.{ts,tsx}'],
    environment: 'node',
    // Some tests start the command line tools in a process of their own; a busy 2-core machine takes seconds to.
    testTimeout: 30_000,
  },
});
