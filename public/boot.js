// Loads the app's scripts once a page the server drew has been painted. The page is readable
// already, so on a slow link its HTML should not share the bandwidth with the scripts; they follow
// at once after the first paint, in order. Pages the browser draws itself (a static host's
// index.html) list their scripts directly and do not use this.
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
  // After the next frame has painted; a background tab paints no frame, so a timer backs it up.
  requestAnimationFrame(function () {
    setTimeout(load, 0);
  });
  setTimeout(load, 200);
})();
