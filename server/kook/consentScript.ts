// The consent page's one script, served from /app/oauth2/consent.js (same origin, so the CSP's
// `script-src 'self'` allows it with no inline code). It sends the Authorize/Cancel answer with
// fetch and asks for JSON, then replaces the consent page with the callback: a spent consent page
// never stays in the history, so Back after signing in skips it. Without JavaScript the form posts
// as before and the server answers with a redirect.
//
// Plain ES2017 for any browser the app supports; kept as text, since it never runs
// in Node. Not KOOK's own code: KOOK's page is an app of its own; this one only behaves alike.
export const consentScript = `'use strict';
(function () {
  var form = document.querySelector('form[data-consent]');
  if (!form) return;
  var sending = false;
  var native = false;

  function setBusy(busy) {
    sending = busy;
    form.setAttribute('aria-busy', busy ? 'true' : 'false');
    var buttons = form.querySelectorAll('button');
    for (var i = 0; i < buttons.length; i += 1) buttons[i].disabled = busy;
  }

  function isWebAddress(value) {
    try {
      var url = new URL(value, window.location.href);
      return url.protocol === 'http:' || url.protocol === 'https:';
    } catch (error) {
      return false;
    }
  }

  form.addEventListener('submit', function (event) {
    if (native) return;
    event.preventDefault();
    var button = event.submitter;
    if (sending || !button) return;
    var body = new URLSearchParams(new FormData(form));
    body.set(button.name, button.value);
    setBusy(true);
    fetch(form.action, {
      method: 'POST',
      headers: { Accept: 'application/json' },
      body: body,
      credentials: 'same-origin',
      cache: 'no-store',
    })
      .then(function (response) {
        return response.json().then(
          function (answer) {
            return answer;
          },
          function () {
            return null;
          },
        );
      })
      .then(
        function (answer) {
          if (answer && typeof answer.location === 'string' && isWebAddress(answer.location)) {
            window.location.replace(answer.location);
          } else {
            // The request was refused (expired or already answered): this page, loaded again in
            // its own place, says so in the reader's language.
            window.location.replace(window.location.href);
          }
        },
        function () {
          // No answer at all: let the browser post the form itself, as without JavaScript.
          setBusy(false);
          native = true;
          form.requestSubmit(button);
        },
      );
  });
})();
`;
