/* Loads the app's script (this tag's data-entry) once the page has loaded and painted: see server/src/modules/pages/page-renderer.ts. */
(function () {
  var tag = document.currentScript;
  var entry = tag && tag.getAttribute('data-entry');
  if (!entry) return;
  var started = false;
  function start() {
    if (started) return;
    started = true;
    var script = document.createElement('script');
    script.type = 'module';
    script.crossOrigin = '';
    script.src = entry;
    document.head.appendChild(script);
  }
  // After the frame that shows the page: the next task once a frame has been drawn.
  function afterPaint() {
    requestAnimationFrame(function () {
      setTimeout(start, 0);
    });
  }
  function painted() {
    setTimeout(start, 3000); // whatever happens (a browser that reports no paints)
    if (performance.getEntriesByName('first-contentful-paint').length) return afterPaint();
    try {
      new PerformanceObserver(function (list, observer) {
        observer.disconnect();
        afterPaint();
      }).observe({ type: 'paint', buffered: true });
    } catch (e) {
      start();
    }
  }
  // At the latest 5 s from now, should the page's load hang (an image that never arrives).
  setTimeout(start, 5000);
  if (document.readyState === 'complete') painted();
  else window.addEventListener('load', painted, { once: true });
})();
