// Loads the app's scripts once a page the server drew has been painted. The page is readable
// already, so on a slow link its HTML should not share the bandwidth with the scripts; they follow
// at once after the first paint, in order. Pages the browser draws itself (a static host's
// index.html) list their scripts directly and do not use this.
(function () {
  var self = document.currentScript;
  var sources = ((self && self.getAttribute('data-scripts')) || '').split(' ');
  var started = false;
  function load() {
    if (started) return;
    started = true;
    sources.forEach(function (src) {
      if (!src) return;
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
