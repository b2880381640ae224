import { createHash } from 'node:crypto';
import { createRequire } from 'node:module';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin, type Rollup } from 'vite';

// A relative import: Vite bundles it into the config, where a workspace package would be loaded untranspiled.
import { APP_VERSION } from '../../packages/contracts/src/version';

const here = path.dirname(fileURLToPath(import.meta.url));

/** Sentry's and PostHog's code: loaded only when the server turns them on (and consent is given), so never precached. */
function isReportingSdk(output: Rollup.OutputBundle[string]): boolean {
  return (
    output.type === 'chunk' &&
    output.moduleIds.some((id) => /[\\/]node_modules[\\/](@sentry|posthog-js|@posthog)[\\/]/.test(id))
  );
}

/**
 * Publishes meta.json ({"version"}), which the running portal compares with its own version, and the service worker,
 * filled with this build's app shell so that a new build rolls out a new cache.
 */
function portalReleaseFiles(): Plugin {
  return {
    name: 'hcp-portal-release-files',
    apply: 'build',
    // After Vite's own generateBundle, which drops the empty script chunks of CSS-only modules: a shell entry that
    // never gets written would fail the worker's whole precache.
    generateBundle: {
      order: 'post',
      handler(_, bundle) {
        this.emitFile({
          type: 'asset',
          fileName: 'meta.json',
          source: `${JSON.stringify({ version: APP_VERSION })}\n`,
        });
        const shell = [
          '/',
          ...Object.entries(bundle)
            .filter(([file, output]) => /^assets\/.+\.(js|css)$/.test(file) && !isReportingSdk(output))
            .map(([file]) => `/${file}`),
        ];
        const build = createHash('sha256').update(shell.join('\n')).digest('hex').slice(0, 12);
        const worker = readFileSync(path.join(here, 'src/service-worker/sw.template.js'), 'utf8')
          .replace('__CACHE_NAME__', `hcp-portal-${APP_VERSION}-${build}`)
          .replace('__APP_SHELL__', JSON.stringify(shell));
        this.emitFile({ type: 'asset', fileName: 'sw.js', source: worker });
      },
    },
  };
}

/**
 * Marks the contracts' schema constants as pure, so that a schema the portal does not use leaves the build. A
 * production build checks no answer against a schema (config/env.ts), and building a zod schema has no effect the
 * portal relies on (its `.meta()` registry feeds the server's OpenAPI document only): without this, every contract
 * module the first load imports for a constant or a function would bring its schemas and zod along (issue 16).
 */
function pureContractSchemas(): Plugin {
  const contracts = /[\\/]packages[\\/]contracts[\\/]src[\\/][^\\/]+\.ts$/;
  return {
    name: 'hcp-portal-pure-contract-schemas',
    apply: 'build',
    enforce: 'pre',
    transform(code, id) {
      if (!contracts.test(id)) return null;
      return { code: code.replace(/^((?:export )?const \w+Schema\b[^=\n]*= )/gm, '$1/*#__PURE__*/ '), map: null };
    },
  };
}

/** The pages the server sends drawn already, and the modules whose stylesheets their first paint needs. */
const DRAWN_PAGES: Record<string, readonly RegExp[]> = {
  // The sign-in page (/login): its own start.
  'login.html': [/[\\/]src[\\/]sign-in-start\.tsx$/],
  // The signed-in home's frame (/ for a browser holding a session): the portal's entry and home's screen.
  'home.html': [/[\\/]src[\\/]main\.tsx$/, /[\\/]src[\\/]app[\\/]routes[\\/]home\.tsx$/],
};

/**
 * Links from each drawn page (login.html, home.html), in its head, the stylesheets of the code that takes the page
 * over as well as its own. The page is sent drawn already and paints before that code loads (src/sign-in.tsx,
 * src/home-frame-start.ts), so every rule its first paint needs must be there with the HTML: a stylesheet arriving with
 * the code would move the page about after its first paint.
 */
function drawnPageStyles(): Plugin {
  return {
    name: 'hcp-portal-drawn-page-styles',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler(html, { bundle, filename }) {
        const starts = DRAWN_PAGES[path.basename(filename)];
        if (!bundle || !starts) return html;
        const chunks = Object.values(bundle).filter((output) => output.type === 'chunk');
        const seen = new Set<string>();
        const css = new Set<string>();
        const visit = (fileName: string) => {
          const chunk = chunks.find((candidate) => candidate.fileName === fileName);
          if (!chunk || seen.has(fileName)) return;
          seen.add(fileName);
          chunk.viteMetadata?.importedCss.forEach((file) => {
            if (!html.includes(`/${file}"`)) css.add(file);
          });
          chunk.imports.forEach(visit);
        };
        for (const start of starts) {
          const code = chunks.find((chunk) => chunk.moduleIds.some((id) => start.test(id)));
          if (!code)
            throw new Error(`${path.basename(filename)} has no chunk for ${String(start)} to take stylesheets from.`);
          visit(code.fileName);
        }
        return [...css].map((file) => ({
          tag: 'link',
          attrs: { rel: 'stylesheet', crossorigin: true, href: `/${file}` },
          injectTo: 'head' as const,
        }));
      },
    },
  };
}

/**
 * The libraries in two chunks that change only with a dependency: React with React Router, which every page runs, and
 * Redux with RTK Query, which the sign-in page does without (issue 16): one vendor chunk would bring Redux to /login.
 */
const VENDOR_REACT = /[\\/]node_modules[\\/](react|react-dom|scheduler|react-router)[\\/]/;
const VENDOR_REDUX =
  /[\\/]node_modules[\\/](@reduxjs[\\/]toolkit|redux|react-redux|reselect|immer|use-sync-external-store)[\\/]/;

const CONTRACTS = /[\\/]packages[\\/]contracts[\\/]src[\\/]/;

/**
 * React Router's production build. Its package exports only its development build (warnings, checks) to bundlers;
 * the production build beside it is the same code without them, smaller and faster to run (issue 16).
 */
const REACT_ROUTER_PRODUCTION = path.join(
  path.dirname(createRequire(import.meta.url).resolve('react-router/package.json')),
  'dist/production/index.mjs',
);

export default defineConfig(({ command, isSsrBuild }) => ({
  // The server-side build is the drawn pages' pre-render (scripts/prerender.mjs): no release files of its own.
  plugins: [react(), ...(isSsrBuild ? [] : [portalReleaseFiles(), drawnPageStyles()]), pureContractSchemas()],
  // The development server checks every API answer against its contract schema; a build does not (config/env.ts).
  define: { __CHECK_API_ANSWERS__: JSON.stringify(command === 'serve') },
  // Only the browser's build: the pre-render (isSsrBuild) runs once, at build time.
  resolve:
    command === 'build' && !isSsrBuild
      ? { alias: [{ find: /^react-router$/, replacement: REACT_ROUTER_PRODUCTION }] }
      : {},
  build: {
    outDir: 'dist',
    // Maps are kept for error reports but never referenced from, or served with, the bundle.
    sourcemap: 'hidden',
    target: 'es2022',
    rolldownOptions: {
      // Three pages: index.html, the portal on every path; login.html, the sign-in page the server sends for /login;
      // home.html, the signed-in home's frame it sends for / to a browser holding a session. The last two are sent
      // drawn already (scripts/prerender.mjs, apps/cms/src/server/drawn-page.ts).
      ...(isSsrBuild
        ? {}
        : {
            input: {
              index: path.join(here, 'index.html'),
              login: path.join(here, 'login.html'),
              home: path.join(here, 'home.html'),
            },
          }),
      // A contract module imported only for a type or an unchecked schema is left out, not kept for effects it lacks.
      treeshake: { moduleSideEffects: [{ test: CONTRACTS, sideEffects: false }] },
      output: isSsrBuild
        ? {}
        : {
            codeSplitting: {
              groups: [
                { name: 'vendor', test: VENDOR_REACT },
                { name: 'vendor-redux', test: VENDOR_REDUX },
              ],
            },
          },
    },
  },
  server: {
    port: 5173,
    // In development the portal's API calls go to the one server (npm run serve) on port 3000.
    proxy: { '/json': 'http://127.0.0.1:3000' },
  },
}));
