// Loads the app's scripts on a page the server drew. A page drawn whole (data-after-paint) is
// readable already, so on a slow link its first paint should not wait behind the scripts, nor share
// the bandwidth and the main thread with them; they follow at once after it, in order. A page drawn
// as the layout with a loading bar (sign-in, a signed-in page) has nothing to read and may paint
// nothing the browser counts as content: its scripts load at once. Pages the browser draws itself
// (a static host's index.html) list their scripts directly and do not use this.
(function () {
  var self = document.currentScript;
  function listed(name) {
    return ((self && self.getAttribute(name)) || '').split(' ').filter(Boolean);
  }
  var sources = listed('data-scripts');
  var preload = listed('data-preload');
  var started = false;
  function load() {
    if (started) return;
    started = true;
    // The page's own code, which the app asks for as it starts: on its way already.
    preload.forEach(function (href) {
      var link = document.createElement('link');
      link.rel = 'preload';
      link.as = 'script';
      link.href = href;
      document.head.appendChild(link);
    });
    sources.forEach(function (src) {
      var script = document.createElement('script');
      script.src = src;
      // Run in the order listed, as the deferred scripts would have.
      script.async = false;
      document.head.appendChild(script);
    });
  }
  // Only once the whole page (this script runs when the document has been parsed) has been on
  // screen: the frame after the next has begun, so the next one, with everything parsed, has been
  // drawn, and the browser has reported its first contentful paint. A tab in the background paints
  // nothing, so it loads at once; a browser without paint timing goes on after the two frames, and
  // a timer backs everything up.
  function afterFirstPaint() {
    var observed = PerformanceObserver.supportedEntryTypes || [];
    if (
      observed.indexOf('paint') < 0 ||
      performance.getEntriesByName('first-contentful-paint').length
    ) {
      load();
      return;
    }
    new PerformanceObserver(function (list, observer) {
      if (list.getEntriesByName('first-contentful-paint').length) {
        observer.disconnect();
        // The entry can come before the frame has reached the screen: one frame more.
        requestAnimationFrame(function () {
          setTimeout(load, 0);
        });
      }
    }).observe({ type: 'paint', buffered: true });
  }
  if (
    !(self && self.hasAttribute('data-after-paint')) ||
    document.visibilityState === 'hidden' ||
    !window.PerformanceObserver
  ) {
    load();
    return;
  }
  requestAnimationFrame(function () {
    requestAnimationFrame(afterFirstPaint);
  });
  setTimeout(load, 3000);
})();
