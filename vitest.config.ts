/// <reference types="vitest/config" />
import { getViteConfig } from 'astro/config';

// Unit tests run through Astro's Vite config so `astro:*` modules and import.meta.glob resolve.
export default getViteConfig({
  test: {
    include: ['tests/unit/**/*.test.ts', 'tests/unit/**/*.test.tsx', 'tests/integration/**/*.test.ts'],
    environment: 'node',
    testTimeout: 20_000,
    // No retries: a flaky test must show, and be fixed at its cause (Playwright's retries are 0 too).
    retry: 0,
    // The integration suite builds once and starts the real server.
    hookTimeout: 180_000,
  },
});
