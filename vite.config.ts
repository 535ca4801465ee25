import { tanstackRouter } from '@tanstack/router-plugin/vite';
import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';
import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin } from 'vite';
import { VitePWA } from 'vite-plugin-pwa';

// The API origin in development; `npm run dev` sets it to the API it starts.
const apiTarget = process.env.PAYAMAK_DEV_API ?? 'http://127.0.0.1:8081';

// Ties the saved query cache to this build (src/panel/lib/query-persistence.ts).
const buildId = Date.now().toString(36);

/**
 * The call declarations' documentation (each call's title, summary and where it comes from) feeds the OpenAPI
 * document the server builds; the panel never reads it, so the panel's build leaves the texts out: a
 * phone's first visit downloads none of them.
 */
function stripCallDocs(): Plugin {
  const text = String.raw`(?:'(?:[^'\\\n]|\\.)*'|"(?:[^"\\\n]|\\.)*"|\`(?:[^\`\\]|\\.)*\`)`;
  const joined = String.raw`${text}(?:\s*\+\s*${text})*`;
  const summary = new RegExp(String.raw`\bsummary:\s*${joined}`, 'g');
  // The title goes whole: nothing in the panel reads it, and an empty one is bytes on the first visit.
  const title = new RegExp(String.raw`\btitle:\s*${joined},`, 'g');
  const origin = new RegExp(String.raw`\b(documented|designed|what):\s*${joined}`, 'g');
  return {
    name: 'strip-call-docs',
    enforce: 'pre',
    transform(code, id) {
      if (!/[\\/]src[\\/]domain[\\/][^\\/]+[\\/][^\\/]+\.calls\.ts$/.test(id)) return null;
      return {
        code: code.replace(title, '').replace(summary, "summary: ''").replace(origin, "$1: ''"),
        map: null,
      };
    },
  };
}

/**
 * The Persian text's font files (Vazirmatn's Arabic and Latin parts; a Persian line uses both, its spaces
 * and digits being in the Latin part) are asked for with the page, not when the first layout finds it needs
 * them: the first screen is then laid out once, in its font, instead of in a fallback font and again when
 * the font arrives. Lighthouse /login on this machine, five runs each: 93 -> 96, Total Blocking Time
 * 310 -> 223 ms, LCP 1.52 -> 1.33 s (issue 28).
 */
function preloadTextFonts(): Plugin {
  return {
    name: 'preload-text-fonts',
    apply: 'build',
    transformIndexHtml(_html, context) {
      const fonts = Object.keys(context.bundle ?? {}).filter((file) =>
        /vazirmatn-(arabic|latin)-wght-normal-[^/]+\.woff2$/.test(file),
      );
      if (fonts.length !== 2)
        throw new Error(`preload-text-fonts: expected 2 font files, found ${fonts.length}`);
      return fonts.map((file) => ({
        tag: 'link',
        attrs: { rel: 'preload', href: `/${file}`, as: 'font', type: 'font/woff2', crossorigin: '' },
        injectTo: 'head' as const,
      }));
    },
  };
}

/**
 * The panel is written against React's API and runs on Preact's (preact/compat): React DOM alone was
 * 63 KB gzip of the 149 KB a first visit to /login downloaded, Preact with its compat layer is about
 * 11 KB, and a phone on a slow network waits for every byte before the first screen answers a tap.
 * The code, its types (@types/react) and its libraries (TanStack Router and Query, vaul) stay React's;
 * only the module that answers `react` and `react-dom` changes, in the build, the dev server and the
 * component tests alike (vitest.config.ts), so what is tested is what ships. README: "Why Preact".
 * PAYAMAK_REACT=1 builds with React itself, to measure one beside the other (tests/bench/lighthouse.bench.ts).
 */
export const reactIsPreact = [
  { find: /^react-dom\/client$/, replacement: 'preact/compat/client' },
  { find: /^react-dom$/, replacement: 'preact/compat' },
  { find: /^react\/jsx-runtime$/, replacement: 'preact/jsx-runtime' },
  { find: /^react\/jsx-dev-runtime$/, replacement: 'preact/jsx-dev-runtime' },
  { find: /^react$/, replacement: 'preact/compat' },
];

export default defineConfig({
  define: { 'import.meta.env.VITE_BUILD_ID': JSON.stringify(buildId) },
  resolve: { alias: process.env.PAYAMAK_REACT ? [] : reactIsPreact },
  plugins: [
    stripCallDocs(),
    preloadTextFonts(),
    // Must run before react(): it turns route files into lazily loaded chunks.
    tanstackRouter({
      target: 'react',
      autoCodeSplitting: true,
      // A loader goes with its screen, fetched on link intent: the queries and calls it names (the
      // screen's own) stay out of the first visit, and no chunk is added per route.
      codeSplittingOptions: {
        defaultBehavior: [['loader', 'component'], ['errorComponent'], ['notFoundComponent']],
        // The login screen is what a first visit usually opens: its code comes with the start instead of
        // as nine more chunks asked for after the start has run (one round trip more on a slow network
        // before anything shows; the size tool counts it in /login's first visit either way).
        splitBehavior: ({ routeId }) => (routeId === '/login' ? [] : undefined),
      },
      routesDirectory: 'src/panel/routes',
      generatedRouteTree: 'src/panel/routeTree.gen.ts',
      // Styles and tests beside routes are not routes.
      routeFileIgnorePattern: '\\.(css|test)\\.tsx?$',
      quoteStyle: 'single',
    }),
    react(),
    vanillaExtractPlugin(),
    VitePWA({
      strategies: 'injectManifest',
      srcDir: 'sw',
      filename: 'sw.ts',
      // Registered by the panel itself through workbox-window (src/panel/lib/service-worker.ts).
      injectRegister: false,
      injectManifest: {
        rollupFormat: 'iife',
        // The web manifest is precached by the plugin already: listing it here would add it twice.
        globPatterns: ['**/*.{js,css,html,woff2,png,svg,ico}'],
      },
      manifest: {
        id: '/',
        name: 'پنل پیامک',
        short_name: 'پیامک',
        description: 'پنل کاربری ارسال پیامک انبوه',
        lang: 'fa',
        dir: 'rtl',
        start_url: '/dashboard',
        scope: '/',
        display: 'standalone',
        background_color: '#f6f7fb',
        theme_color: '#0f766e',
        icons: [
          { src: '/icons/icon-192.png', sizes: '192x192', type: 'image/png' },
          { src: '/icons/icon-512.png', sizes: '512x512', type: 'image/png' },
          { src: '/icons/maskable-512.png', sizes: '512x512', type: 'image/png', purpose: 'maskable' },
        ],
        shortcuts: [
          {
            name: 'ارسال سریع',
            url: '/send-sms/quick',
            icons: [{ src: '/icons/icon-192.png', sizes: '192x192' }],
          },
          { name: 'گزارش‌ها', url: '/reports', icons: [{ src: '/icons/icon-192.png', sizes: '192x192' }] },
        ],
      },
    }),
  ],
  build: {
    outDir: 'dist/panel',
    emptyOutDir: true,
    manifest: true,
    target: 'es2022',
    // SOURCEMAP=1 npm run build: maps for a profile of the built panel (never shipped by default).
    sourcemap: Boolean(process.env.SOURCEMAP),
    rollupOptions: {
      // src/domain is pure: its modules only declare (schemas, rules, messages, call declarations). Said
      // so, the bundler drops a module nothing uses instead of keeping its top-level schema calls, so a
      // page that imports the domain's index does not download every area's schemas. The panel's
      // ui/sizes.ts only declares numbers: said so, each is copied where it is used and the file is not
      // an empty chunk every page imports.
      treeshake: {
        moduleSideEffects: (id: string) =>
          !id.includes('/src/domain/') && !id.endsWith('/src/panel/ui/sizes.ts'),
      },
      // A chunk is named by its hash alone: the first visit carries the file names of every lazy chunk
      // (the preload map), and the descriptive half of ~200 names was 2 KB gzip of it. The size tool
      // and the build manifest still say which source each chunk holds.
      output: {
        chunkFileNames: 'assets/[hash].js',
        // What every first visit runs (the entry's static imports) is one chunk instead of the forty that
        // automatic splitting made of it, by which later screens share each part: forty requests and
        // forty module scripts to compile were a third of the first visit's parsing on a slow phone
        // (issue 28). Lazy screens still get their own chunks and share this one.
        codeSplitting: {
          groups: [
            { name: 'start', tags: ['$initial'], priority: 2 },
            // What a dozen or more screens share (the lists, forms and dialogs of the panel) is one chunk
            // instead of one per combination of screens that use it: after the start, the dashboard's first
            // visit asked for 38 scripts, now 14, the reports' for 61, now 15. Each request is a round trip
            // on a slow network and work for a slow phone; the bytes grew by about 10 KB gzip at most.
            { name: 'shared', minShareCount: 12, priority: 1 },
          ],
        },
      },
    },
  },
  // Workers are modules (created with type: 'module'), so a worker's dynamic import is its own chunk:
  // the .xls reader downloads only when an .xls is chosen, not with every csv or xlsx.
  worker: { format: 'es' },
  server: {
    proxy: {
      '/v1': { target: apiTarget, ws: true },
    },
  },
});
