import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['src/**/*.test.{ts,tsx}', 'tests/unit/**/*.test.{ts,tsx}'],
    environment: 'node',
    // Some tests start the command line tools in a process of their own; a busy 2-core machine takes seconds to.
    testTimeout: 30_000,
    // Vitest's default is a core fewer than the machine has: one file at a time on a 2-core machine. One per core, the
    // suite took 176-182 s on two cores against 238 s, all tests passing.
    maxWorkers: '100%',
  },
});
