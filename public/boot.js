// Loads the app's scripts, or their page's code early, whichever page it is on.
//
// On a page the server drew, the app's scripts are listed for it (data-scripts) with the page's
// own code (data-preload). A page drawn whole (data-after-paint) is readable already, so on a slow
// link its first paint should not wait behind the scripts, nor share the bandwidth and the main
// thread with them; they follow at once after it, in order. A page drawn as the layout with a
// loading bar (sign-in, a signed-in page) has nothing to read and may paint nothing the browser
// counts as content: its scripts load at once.
//
// On a static host, index.html is every route's page and lists the app's scripts itself; it runs
// this first with every route's pattern and its page's files (data-routes, written by the build
// from src/kernel/paths.ts). The landing route's are asked for at once, while the shell's scripts
// download, rather than once they have run.
//
// Either way, the code of UI that may be opened later (data-prefetch) is fetched once the app's
// scripts have loaded and the browser is idle.
(function () {
  var self = document.currentScript;
  function listed(name) {
    return ((self && self.getAttribute(name)) || '').split(' ').filter(Boolean);
  }
  // The page's own code, which the app asks for as it starts: on its way already. `low` keeps it
  // behind the shell's scripts, which run first, where it is asked for beside them.
  function preloadScripts(hrefs, priority) {
    hrefs.forEach(function (href) {
      var link = document.createElement('link');
      link.rel = 'preload';
      link.as = 'script';
      link.href = href;
      if (priority) link.setAttribute('fetchpriority', priority);
      document.head.appendChild(link);
    });
  }
  // A route's pattern (`/bot/:id`) against the address, as the router matches it: segment by
  // segment, a `:param` matching any one, letters in any case, a trailing slash ignored.
  function matches(pattern, pathname) {
    var want = pattern.split('/').filter(Boolean);
    var have = pathname.split('/').filter(Boolean);
    if (want.length !== have.length) return false;
    for (var i = 0; i < want.length; i++) {
      if (want[i].charAt(0) !== ':' && want[i].toLowerCase() !== have[i].toLowerCase())
        return false;
    }
    return true;
  }
  // The code of UI that runs on intent (the app bar's menus and drawer, the notices: lib/lazyWhen),
  // as bytes only, once the app's scripts have loaded and the browser is idle: nothing of the
  // page's own waits behind it, and opening a menu then waits only for running its code. A file
  // the page has asked for already is not asked for twice. Each request costs the main thread
  // (some 20 ms for all of them on a low-tier phone), so they are asked for while the browser says
  // it has time, and the rest at its next idle moment: a tap never waits behind all of them.
  var prefetch = listed('data-prefetch');
  function prefetchWhenIdle() {
    if (!prefetch.length) return;
    var asked = null;
    var next = 0;
    function later() {
      if (window.requestIdleCallback) requestIdleCallback(step, { timeout: 5000 });
      // No idle callbacks: all at once, a second after the page's first paint.
      else
        setTimeout(step, 1000, {
          timeRemaining: function () {
            return 1;
          },
        });
    }
    function step(deadline) {
      if (!asked) {
        asked = {};
        document.querySelectorAll('script[src], link[href]').forEach(function (element) {
          asked[element.getAttribute('src') || element.getAttribute('href')] = true;
        });
      }
      do {
        var href = prefetch[next++];
        if (asked[href]) continue;
        var link = document.createElement('link');
        link.rel = 'prefetch';
        link.as = 'script';
        link.href = href;
        document.head.appendChild(link);
      } while (next < prefetch.length && deadline.timeRemaining() > 0);
      if (next < prefetch.length) later();
    }
    later();
  }
  // The reader's cookie `name`, decoded as the app reads it, or ''.
  function cookie(name) {
    var pairs = document.cookie.split(';');
    for (var i = 0; i < pairs.length; i++) {
      var at = pairs[i].indexOf('=');
      if (at > 0 && pairs[i].slice(0, at).trim() === name) {
        try {
          return decodeURIComponent(pairs[i].slice(at + 1).trim());
        } catch {
          return '';
        }
      }
    }
    return '';
  }
  // The language the app will show, chosen as lib/i18n.ts's detectLanguage chooses it: the page's,
  // else the reader's choice, else the browser's first that we have, else English.
  function language() {
    var ours = ['en-US', 'zh-CN'];
    var drawn = document.documentElement.lang;
    if (ours.indexOf(drawn) >= 0) return drawn;
    var chosen = cookie('lang');
    if (ours.indexOf(chosen) >= 0) return chosen;
    var preferred =
      navigator.languages && navigator.languages.length
        ? navigator.languages
        : [navigator.language || ''];
    for (var i = 0; i < preferred.length; i++) {
      var tag = String(preferred[i]).trim().toLowerCase();
      if (tag.indexOf('zh') === 0) return 'zh-CN';
      if (tag.indexOf('en') === 0) return 'en-US';
    }
    return 'en-US';
  }
  // The landing page's data: the GET calls its first draw makes (data-calls: each route's pattern
  // and its calls, from src/kernel/paths.ts), made now, while the shell's scripts download, rather
  // than once they have run. They go where the app's go (lib/config.ts: config.js's host, else the
  // build's, else this origin) with the headers it sends; the app takes each answer for the one
  // call it makes with the same address and headers (lib/earlyCalls.ts), and makes any other itself. The
  // calls are those of the address alone: with a query (a range, a search), the app makes its own.
  function callEarly(pattern, calls) {
    if (!window.fetch || location.search) return;
    var configured = (window.__BOTDECK__ && window.__BOTDECK__.apiHost) || '';
    var host =
      String(configured).trim() ||
      (self.getAttribute('data-api-host') || '').trim() ||
      location.origin;
    var base = host.replace(/\/+$/, '') + self.getAttribute('data-api-path');
    var names = pattern.split('/').filter(Boolean);
    var segments = location.pathname.split('/').filter(Boolean);
    var urls;
    try {
      urls = calls.map(function (call) {
        var filled = call.replace(/:(\w+)/g, function (whole, name) {
          // As the router reads the parameter (decoded) and the app writes it (encoded).
          return encodeURIComponent(decodeURIComponent(segments[names.indexOf(':' + name)]));
        });
        return new URL(filled, base).href;
      });
    } catch {
      return; // An address the router would not read either: the app says so itself.
    }
    var headers = { 'Accept-Language': language() };
    var token = cookie('token');
    if (token) headers.token = token;
    window.__BOTDECK_EARLY__ = urls.map(function (url) {
      var answer = fetch(url, { headers: headers }).then(function (response) {
        return response.text().then(function (body) {
          return { status: response.status, body: body };
        });
      });
      // A failure is the app's to report, on its own call.
      answer.catch(function () {});
      return { url: url, headers: headers, asked: Date.now(), answer: answer };
    });
  }
  // The entry of a `pattern item item…|…` list whose pattern is the address's, as [pattern, items…].
  function entryFor(list) {
    return list
      .split('|')
      .map(function (entry) {
        return entry.split(' ');
      })
      .filter(function (entry) {
        return entry[0] !== '' && matches(entry[0], location.pathname);
      })[0];
  }
  var routes = self && self.getAttribute('data-routes');
  if (routes) {
    var route = entryFor(routes);
    if (route) preloadScripts(route.slice(1), 'low');
    var landing = entryFor(self.getAttribute('data-calls') || '');
    if (landing) callEarly(landing[0], landing.slice(1));
    // index.html's own scripts are deferred: the page's load waits for them. The app then draws the
    // page, its data in it: its first paint, not the prefetch, is what the reader waits for.
    var whenLoaded = function () {
      afterFirstPaint(prefetchWhenIdle);
    };
    if (document.readyState === 'complete') whenLoaded();
    else window.addEventListener('load', whenLoaded, { once: true });
    return;
  }
  var sources = listed('data-scripts');
  var preload = listed('data-preload');
  var started = false;
  function load() {
    if (started) return;
    started = true;
    preloadScripts(preload);
    sources.forEach(function (src, index) {
      var script = document.createElement('script');
      script.src = src;
      // Run in the order listed, as the deferred scripts would have.
      script.async = false;
      if (index === sources.length - 1) script.addEventListener('load', prefetchWhenIdle);
      document.head.appendChild(script);
    });
  }
  // Once the browser has reported the page's first contentful paint, and one frame more; at once
  // in a browser without paint timing.
  function afterFirstPaint(then) {
    var observed = (window.PerformanceObserver && PerformanceObserver.supportedEntryTypes) || [];
    if (
      observed.indexOf('paint') < 0 ||
      performance.getEntriesByName('first-contentful-paint').length
    ) {
      then();
      return;
    }
    new PerformanceObserver(function (list, observer) {
      if (list.getEntriesByName('first-contentful-paint').length) {
        observer.disconnect();
        // The entry can come before the frame has reached the screen: one frame more.
        requestAnimationFrame(function () {
          setTimeout(then, 0);
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
  // Only once the whole page (this script runs when the document has been parsed) has been on
  // screen: the frame after the next has begun, so the next one, with everything parsed, has been
  // drawn, and the browser has reported its first contentful paint. A tab in the background paints
  // nothing, so it loads at once; a browser without paint timing goes on after the two frames, and
  // a timer backs everything up.
  requestAnimationFrame(function () {
    requestAnimationFrame(function () {
      afterFirstPaint(load);
    });
  });
  setTimeout(load, 3000);
})();
