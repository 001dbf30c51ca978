// Collects every CSP violation of this page so the test can read them.
document.cspViolations = [];
document.addEventListener('securitypolicyviolation', (event) => {
  document.cspViolations.push(`${event.violatedDirective} ${event.blockedURI} ${event.sample}`);
});
