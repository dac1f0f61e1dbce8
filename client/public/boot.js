// Starts the site's script once the first frame is on screen: a server-rendered page paints from its
// HTML, and its script (named in data-entry by the build) does not compete with the page's image and
// fonts for a slow connection before that. Classic and deferred, so that it knows its own element.
(function () {
  var script = document.currentScript;
  var entry = script && script.getAttribute("data-entry");
  if (!entry) return;
  var started = false;
  function start() {
    if (started) return;
    started = true;
    import(entry);
  }
  requestAnimationFrame(function () {
    setTimeout(start, 0);
  });
  // A tab opened in the background draws no frame: start anyway.
  setTimeout(start, 1000);
})();
