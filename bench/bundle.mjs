// `node bench/bundle.mjs`: the portal build's file sizes, raw and gzipped, and the first-load JavaScript of `/login` and
// of the heaviest signed-in screen against issue 16's targets (run `npm run build -w @hcp/portal` first).
//
// A screen's first load is every script the browser fetches to draw it: the entry with everything `index.html`
// preloads and the entry imports, then the screen's own chunk with its imports (the entry preloads them when the route
// asks for the screen). What a screen loads later is not counted: the sign-in's schema, which the form fetches once
// drawn, and the bot check's widget, which a form loads when the person first touches it, are printed apart. Sentry's and PostHog's
// code is left out: it loads only when the server turns it on and, for PostHog, after the person's consent.
//
// `/login` is the sign-in page (login.html, sent drawn by the server): its first load is its entry with what it
// preloads and the page's code, which the entry asks for as soon as the page has painted, so all of it counts, as
// issue 16's "entry plus every modulepreload" meant. A build from before the sign-in page is measured as it was.
import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';

const KiB = 1024;
const TARGETS = { login: 120 * KiB, signedIn: 200 * KiB };

/** The screens a signed-out visitor opens; every other screen the router loads needs a signed-in account. */
const PUBLIC_SCREENS = [
  'src/app/routes/auth-screen.tsx',
  'src/app/routes/confirmation.tsx',
  'src/app/routes/email-token.tsx',
  'src/app/routes/confirm-email-change.tsx',
  'src/app/routes/components-gallery.tsx',
  'src/app/routes/preview.tsx',
  'src/features/pages/components/public-page.tsx',
];
/**
 * Loaded as a screen renders, so part of its first load: the sign-in page's code, which its entry asks for right
 * after the page's first paint (apps/portal/src/sign-in.tsx). The bot check's widget is not: it loads when the person
 * first touches a form (apps/portal/src/features/forms/components/bot-check.tsx), and is reported on its own line.
 */
const ON_RENDER = ['src/sign-in-start.tsx'];
/** Loaded only when the server turns error reporting or analytics on. */
const OPT_IN = /node_modules\/(@sentry|posthog-js|@posthog)\//;

// PORTAL_DIST, as for the server, measures another build (an older commit's, say).
const dist = path.resolve(
  process.env.PORTAL_DIST ?? path.join(path.dirname(fileURLToPath(import.meta.url)), '../apps/portal/dist'),
);

function files(dir) {
  return readdirSync(dir).flatMap((name) => {
    const full = path.join(dir, name);
    return statSync(full).isDirectory() ? files(full) : [full];
  });
}

const gzipped = new Map();
function gzipSize(file) {
  if (!gzipped.has(file)) gzipped.set(file, gzipSync(readFileSync(path.join(dist, file)), { level: 9 }).length);
  return gzipped.get(file);
}

// Every file, as before.
const rows = files(dist)
  .filter((file) => /\.(js|css|html)$/.test(file))
  .map((file) => {
    const relative = path.relative(dist, file);
    return {
      file: relative,
      'raw kB': +(statSync(file).size / 1024).toFixed(1),
      'gzip kB': +(gzipSize(relative) / 1024).toFixed(1),
    };
  })
  .sort((a, b) => b['raw kB'] - a['raw kB']);
console.table(rows);
const total = rows.reduce((sum, row) => sum + row['gzip kB'], 0);
console.log(`Total gzip: ${total.toFixed(1)} kB\n`);

// The module graph of the built scripts: static imports, and dynamic imports (each a chunk loaded later).
const scripts = files(path.join(dist, 'assets'))
  .filter((file) => file.endsWith('.js'))
  .map((file) => path.relative(dist, file));
const graph = new Map(
  scripts.map((file) => {
    const code = readFileSync(path.join(dist, file), 'utf8');
    const sibling = (name) => path.posix.join(path.posix.dirname(file), name);
    const staticImports = [
      ...code.matchAll(/(?:^|[;}\n])\s*(?:import|export)\s*(?:[\w$*{}\s,]*from\s*)?["'`](\.\/[\w.-]+\.js)["'`]/g),
    ];
    const dynamicImports = [...code.matchAll(/import\(\s*["'`](\.\/[\w.-]+\.js)["'`]\s*\)/g)];
    let sources = [];
    try {
      sources = JSON.parse(readFileSync(path.join(dist, `${file}.map`), 'utf8')).sources;
    } catch {
      // The runtime helper has no map.
    }
    return [
      file,
      {
        imports: staticImports.map((match) => sibling(match[1])),
        dynamic: dynamicImports.map((match) => sibling(match[1])),
        sources: sources.map((source) => source.replace(/^(\.\.\/)+/, '').replace(/^apps\/portal\//, '')),
      },
    ];
  }),
);

const holds = (chunk, source) => graph.get(chunk)?.sources.includes(source) ?? false;

/** A set of chunks and everything they import; with `followDynamic`, also what they load later, except `loaded`. */
function closure(starts, { followDynamic = false, loaded = new Set() } = {}) {
  const seen = new Set();
  const visit = (file) => {
    const node = graph.get(file);
    if (!node || seen.has(file) || loaded.has(file)) return;
    if (node.sources.some((source) => OPT_IN.test(source))) return;
    seen.add(file);
    node.imports.forEach(visit);
    if (followDynamic) node.dynamic.filter((chunk) => ON_RENDER.some((source) => holds(chunk, source))).forEach(visit);
  };
  starts.forEach(visit);
  return seen;
}

/** The scripts a page's HTML runs and preloads. */
const scriptsOf = (html) =>
  [
    ...html.matchAll(/<script[^>]+src="\/([^"]+\.js)"/g),
    ...html.matchAll(/<link[^>]+rel="modulepreload"[^>]+href="\/([^"]+\.js)"/g),
  ].map((match) => match[1]);
const entry = closure(scriptsOf(readFileSync(path.join(dist, 'index.html'), 'utf8')));
// /login is the sign-in page the server sends drawn, from the templates the build wrote (apps/portal/scripts/
// prerender.mjs); a build from before it (PORTAL_DIST) sends index.html there too.
const signInTemplates = path.join(dist, 'sign-in-page.json');
const signInPage = statSync(signInTemplates, { throwIfNoEntry: false })
  ? closure(scriptsOf(JSON.parse(readFileSync(signInTemplates, 'utf8')).byName), { followDynamic: true })
  : undefined;
const sizeOf = (set) => [...set].reduce((sum, file) => sum + gzipSize(file), 0);
const kib = (bytes) => `${(bytes / KiB).toFixed(1)} KiB`;

// The screens: the chunks the router loads on demand, named by the screen modules they hold.
const chunkOf = (source) => scripts.find((file) => graph.get(file).sources.includes(source));
// A screen index.html preloads (the sign-in's) adds nothing to the entry's figure.
const screens = [...new Set(graph.get(chunkOf('src/app/router.tsx')).dynamic)].map((file) => {
  const load = new Set([...entry, ...closure([file], { followDynamic: true, loaded: entry })]);
  const isPublic = PUBLIC_SCREENS.some((source) => chunkOf(source) === file);
  return { file, isPublic, bytes: sizeOf(load), added: [...load].filter((chunk) => !entry.has(chunk)) };
});

const routedLogin = screens.find((screen) => screen.file === chunkOf('src/app/routes/auth-screen.tsx'));
const login = signInPage
  ? { file: 'sign-in page', bytes: sizeOf(signInPage), added: [...signInPage], page: signInPage }
  : { ...routedLogin, page: new Set([...entry, ...routedLogin.added]) };
// What the sign-in form fetches once drawn: its schema, with zod.
const loginSchema = closure([chunkOf('packages/contracts/src/auth.ts')], { loaded: login.page });
const heaviest = screens.filter((screen) => !screen.isPublic).sort((a, b) => b.bytes - a.bytes)[0];

if (signInPage) {
  console.log(
    `/login, the sign-in page: its entry, what it preloads and the code it loads once painted (${signInPage.size} scripts): ${kib(sizeOf(signInPage))} gzip`,
  );
  for (const file of [...signInPage].sort((a, b) => gzipSize(b) - gzipSize(a)))
    console.log(`  ${file}  ${kib(gzipSize(file))}`);
  console.log('');
}
console.log(`Entry and what index.html preloads, every other path (${entry.size} scripts): ${kib(sizeOf(entry))} gzip`);
for (const file of [...entry].sort((a, b) => gzipSize(b) - gzipSize(a)))
  console.log(`  ${file}  ${kib(gzipSize(file))}`);
console.log(
  `\nThe sign-in form's schema, fetched once the form is drawn: ${kib(sizeOf(loginSchema))} (${[...loginSchema].map((file) => path.basename(file)).join(', ')})`,
);
// Beyond what a form's screen has loaded already.
const formScreen = screens.find((screen) =>
  screen.added.includes(chunkOf('src/features/forms/components/bot-check.tsx')),
);
const widget = closure([chunkOf('src/features/forms/bot-check-widget.ts')], {
  loaded: new Set([...entry, ...(formScreen?.added ?? [])]),
});
console.log(
  `The bot check's widget, fetched when a form is first touched: ${kib(sizeOf(widget))} (${[...widget].map((file) => path.basename(file)).join(', ')})`,
);
console.log('\nFirst-load JavaScript, gzip -9 (issue 16):');
const entryOnly = { added: [], bytes: sizeOf(entry) };
console.table(
  [
    signInPage
      ? {
          screen: '/login: the sign-in page, all its code',
          chunk: { ...login, added: [] },
          target: TARGETS.login,
        }
      : { screen: '/login: the entry and what index.html preloads', chunk: entryOnly, target: TARGETS.login },
    ...(signInPage ? [] : [{ screen: '/login: with its screen', chunk: login, target: TARGETS.login }]),
    { screen: 'index.html (every other path): entry and preloads', chunk: entryOnly, target: TARGETS.signedIn },
    { screen: 'heaviest signed-in screen', chunk: heaviest, target: TARGETS.signedIn },
  ].map(({ screen, chunk, target }) => ({
    screen,
    'screen chunks': chunk.added.map((file) => path.basename(file)).join(', '),
    first: kib(chunk.bytes),
    target: `≤ ${kib(target)}`,
    ratio: +(chunk.bytes / target).toFixed(2),
    met: chunk.bytes <= target ? 'yes' : 'MISSED',
  })),
);
