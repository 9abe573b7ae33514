/// <reference types="vitest/config" />
import { availableParallelism } from 'node:os';
import { getViteConfig } from 'astro/config';

// Unit tests run through Astro's Vite config so `astro:*` modules and import.meta.glob resolve.
export default getViteConfig({
  test: {
    include: ['tests/unit/**/*.test.ts', 'tests/unit/**/*.test.tsx', 'tests/integration/**/*.test.ts'],
    environment: 'node',
    // A file per core. Vitest's default keeps one core for itself (one file at a time on a 2-core
    // machine), but its main process idles while the files mostly wait on the servers and builds
    // they start: 74 s -> 50 s for the whole run on 2 cores.
    maxWorkers: availableParallelism(),
    testTimeout: 20_000,
    // expect.poll waits on a server's own work (a mail marked sent, a log line): its default of 1 s
    // failed under a loaded CI machine while the work was still on its way.
    expect: { poll: { timeout: 10_000 } },
    // No retries: a flaky test must show, and be fixed at its cause (Playwright's retries are 0 too).
    retry: 0,
    // The integration suite builds once and starts the real server.
    hookTimeout: 180_000,
  },
});
