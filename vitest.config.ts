import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';
import { playwright } from '@vitest/browser-playwright';
import { defineConfig } from 'vitest/config';
import { chromiumArgs, chromiumPath } from './tests/tools/chromium.ts';
import { reactIsPreact } from './vite.config.ts';

// The PWA and router plugins stay out of tests: tests need no service worker and no generated routes.
export default defineConfig({
  plugins: [vanillaExtractPlugin()],
  // The components are tested on what ships: Preact behind React's names (vite.config.ts).
  resolve: { alias: reactIsPreact },
  test: {
    // Line coverage of src/domain at least 95%, printed by the unit lane.
    coverage: {
      provider: 'v8',
      include: ['src/domain/**/*.ts'],
      exclude: ['src/domain/**/*.test.ts', 'src/domain/index.ts', 'src/domain/core/envelope.ts'],
      reporter: ['text-summary', 'text'],
      reportsDirectory: 'coverage',
      thresholds: { lines: 95 },
    },
    projects: [
      {
        extends: true,
        test: {
          name: 'unit-node',
          include: ['src/domain/**/*.test.ts', 'src/server/**/*.test.ts', 'sw/**/*.test.ts'],
          environment: 'node',
        },
      },
      {
        extends: true,
        test: {
          name: 'unit-dom',
          include: ['src/panel/**/*.test.{ts,tsx}'],
          exclude: ['src/panel/**/*.browser.test.{ts,tsx}'],
          environment: 'jsdom',
          setupFiles: ['tests/tools/dom-setup.ts'],
          // Libraries that import React are transformed here too, so they get Preact as the panel's build
          // gives it to them; left to Node they would load the real React beside it.
          server: { deps: { inline: [/@tanstack\/react-/, /@radix-ui\//, /[\\/]vaul[\\/]/] } },
        },
      },
      {
        extends: true,
        // Found up front, so Vite does not reload a test file half-way through.
        optimizeDeps: {
          include: ['@vanilla-extract/recipes/createRuntimeFn', 'vaul', 'valibot', 'axe-core', 'jalaali-js'],
        },
        test: {
          // The design system's rules are proven in a real browser (Debian's Chromium).
          name: 'unit-browser',
          include: [
            'src/panel/ui/**/*.browser.test.tsx',
            'src/panel/features/**/*.browser.test.tsx',
            'src/panel/workers/**/*.browser.test.ts',
          ],
          setupFiles: ['src/panel/ui/test-setup.ts'],
          browser: {
            enabled: true,
            provider: playwright({ launchOptions: { executablePath: chromiumPath(), args: chromiumArgs } }),
            instances: [{ browser: 'chromium' }],
            headless: true,
            // Failure screenshots go with the other test output, not beside the sources.
            screenshotDirectory: 'test-results/browser-failures',
          },
        },
      },
      {
        extends: true,
        test: {
          name: 'api',
          include: ['tests/api/**/*.test.ts'],
          // Chaos tests kill one of several processes sharing a database: only a PostgreSQL server is one.
          exclude: process.env.API_DB === 'postgres' ? [] : ['tests/api/chaos-*.test.ts'],
          environment: 'node',
          testTimeout: 30_000,
          // A file's server starts in its beforeAll (migrations, and the demo's seed on PGlite): under a
          // loaded machine that passed one minute (a CI rehearsal with other work beside it).
          hookTimeout: 180_000,
          // Files of a worker share its modules: each file loading the server's modules and PGlite's
          // WebAssembly again was a third of the lane (PGlite 356 -> 237 s, both lanes shuffled clean).
          // Each file still has its own server and database; no test reads module state of another.
          isolate: false,
        },
      },
    ],
  },
});
