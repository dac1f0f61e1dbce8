// Starts the site's script once the page's first screen is on screen: a server-rendered page paints from
// its HTML, and its script (named in data-entry by the build) must not compete with the page's largest
// image and fonts for a slow connection before that. So: after the first contentful paint, once the
// images the page marked as its most important (fetchpriority="high") are decoded, two frames on.
// Nothing a visitor does before then is lost: the inline capture (client/capture.inline.js) keeps it.
// Classic and deferred, so that it knows its own element.
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
  function afterTwoFrames() {
    requestAnimationFrame(function () {
      requestAnimationFrame(function () {
        setTimeout(start, 0);
      });
    });
  }
  function whenImportantImagesShown() {
    var images = Array.prototype.slice.call(document.querySelectorAll('img[fetchpriority="high"]'));
    if (!images.length || typeof images[0].decode !== "function") return afterTwoFrames();
    Promise.all(
      images.map(function (img) {
        return img.decode().catch(function () {});
      }),
    ).then(afterTwoFrames);
  }
  try {
    var observer = new PerformanceObserver(function (list) {
      if (!list.getEntriesByName("first-contentful-paint").length) return;
      observer.disconnect();
      whenImportantImagesShown();
    });
    observer.observe({ type: "paint", buffered: true });
  } catch (e) {
    whenImportantImagesShown();
  }
  // A tab opened in the background paints nothing: start anyway.
  setTimeout(start, 1500);
})();
