/*
 * The back office's service worker, part two (imported by admin-sw.js; client/pwa.config.ts):
 * staff notifications by Web Push (docs/decisions/035-messages-and-the-job-runner.md). The server
 * sends `{ title, body, url, topic }` (common/src/schemas/push.ts); a tap opens `url` in the
 * back office, in a window already open when there is one.
 */
self.addEventListener('push', (event) => {
  let data = { title: 'Pachmarhi Stays', body: '', url: '/admin/today', topic: '' };
  try {
    data = { ...data, ...event.data.json() };
  } catch {
    if (event.data) data.body = event.data.text();
  }
  event.waitUntil(
    self.registration.showNotification(data.title, {
      body: data.body,
      tag: data.topic || undefined,
      icon: '/app-icons/icon-192.png',
      badge: '/app-icons/icon-192.png',
      data: { url: data.url },
    }),
  );
});

self.addEventListener('notificationclick', (event) => {
  event.notification.close();
  const url = new URL((event.notification.data && event.notification.data.url) || '/admin/today', self.location.origin);
  event.waitUntil(
    self.clients.matchAll({ type: 'window', includeUncontrolled: true }).then((windows) => {
      const open = windows.find((w) => new URL(w.url).pathname.startsWith('/admin'));
      if (open) return open.navigate(url.href).then((w) => (w || open).focus());
      return self.clients.openWindow(url.href);
    }),
  );
});
