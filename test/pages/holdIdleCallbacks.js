// The page is never idle until the test says so: the idle callbacks wait in heldIdleCallbacks
// until the test runs them, so that it can click before the modal's code is asked for.
window.heldIdleCallbacks = [];
window.requestIdleCallback = (callback) => window.heldIdleCallbacks.push(callback);
