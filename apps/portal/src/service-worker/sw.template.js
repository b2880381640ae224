// The portal's service worker. The build fills in the cache name and the app shell's files (vite.config.ts).
// It never caches the API, the admin UI or Payload's REST: only the app shell, so that offline the portal still opens
// and shows its lost-connection screen instead of the browser's error page.
const CACHE = '__CACHE_NAME__';
const APP_SHELL = __APP_SHELL__;
const NEVER_CACHED = ['/json/', '/admin', '/api/', '/_next/', '/meta.json', '/sw.js'];

self.addEventListener('install', (event) => {
  event.waitUntil(
    caches
      .open(CACHE)
      // Without cookies: the shell's "/" is index.html, never the signed-in home's frame the session hint asks for
      // (apps/cms/src/server/spa.ts), which would stand in for every screen offline.
      .then((cache) => cache.addAll(APP_SHELL.map((path) => new Request(path, { credentials: 'omit' }))))
      .then(() => self.skipWaiting()),
  );
});

self.addEventListener('activate', (event) => {
  event.waitUntil(
    caches
      .keys()
      .then((keys) =>
        Promise.all(
          keys.filter((key) => key.startsWith('hcp-portal-') && key !== CACHE).map((key) => caches.delete(key)),
        ),
      )
      .then(() => self.clients.claim()),
  );
});

self.addEventListener('fetch', (event) => {
  const { request } = event;
  const url = new URL(request.url);
  if (request.method !== 'GET' || url.origin !== self.location.origin) return;
  if (NEVER_CACHED.some((prefix) => url.pathname.startsWith(prefix))) return;
  if (request.mode === 'navigate') {
    event.respondWith(fetch(request).catch(() => caches.match('/')));
    return;
  }
  if (url.pathname.startsWith('/assets/')) {
    event.respondWith(caches.match(request).then((cached) => cached ?? fetch(request)));
  }
});

// Push notifications (docs/notifications.md): the server sends { title, body, url, tag } as JSON. A tag per item
// replaces an earlier notice about the same item instead of stacking.
self.addEventListener('push', (event) => {
  let message;
  try {
    message = event.data ? event.data.json() : undefined;
  } catch {
    message = undefined;
  }
  if (!message || typeof message.title !== 'string') return;
  event.waitUntil(
    self.registration.showNotification(message.title, {
      body: typeof message.body === 'string' ? message.body : '',
      icon: '/favicon.svg',
      badge: '/favicon.svg',
      tag: typeof message.tag === 'string' ? message.tag : undefined,
      data: { url: message.url },
    }),
  );
});

/** Only a path on this portal opens: a notification never sends anyone to another site. */
function portalPath(url) {
  if (typeof url !== 'string' || !url.startsWith('/') || url.startsWith('//')) return '/';
  const target = new URL(url, self.location.origin);
  return target.origin === self.location.origin ? target.pathname + target.search + target.hash : '/';
}

self.addEventListener('notificationclick', (event) => {
  event.notification.close();
  const path = portalPath(event.notification.data && event.notification.data.url);
  event.waitUntil(
    self.clients.matchAll({ type: 'window', includeUncontrolled: true }).then((windows) => {
      const open = windows.find((client) => new URL(client.url).origin === self.location.origin);
      if (open) return open.focus().then((client) => client.navigate(new URL(path, self.location.origin).href));
      return self.clients.openWindow(path);
    }),
  );
});
