import { getViteConfig } from 'astro/config';

// Unit tests run through Astro's Vite config so `astro:*` modules and import.meta.glob resolve.
export default getViteConfig({
  test: {
    include: ['tests/unit/**/*.test.ts', 'tests/unit/**/*.test.tsx', 'tests/integration/**/*.test.ts'],
    environment: 'node',
    testTimeout: 20_000,
    // The integration suite builds once and starts the real server.
    hookTimeout: 180_000,
  },
});
