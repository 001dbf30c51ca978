// The social callback page's script (served as is at /social-callback.js, not bundled): hands
// this page's URL, which carries the login's code and state, to the window that opened the
// popup, at the one origin the frame's server recorded for this state (never '*'), then tells
// the person they are done. The modal finishes the sign-in with it (CONNECT_SOCIAL).
(function () {
  var origin = document.querySelector('meta[name="opener-origin"]');
  if (origin && origin.content && window.opener) {
    window.opener.postMessage({ resultUri: location.href }, origin.content);
  }
  var status = document.getElementById('status');
  if (status) status.textContent = 'You can close this window';
})();
