// Starts the bundles of data-scripts in order once the first screen is on display (see index.ts):
// after the browser has reported its first contentful paint and has decoded the images marked
// fetchpriority="high", two frames later.
(function () {
  var boot = document.currentScript;
  var sources = boot.getAttribute('data-scripts').split(' ');
  function start() {
    sources.forEach(function (src) {
      var script = document.createElement('script');
      script.src = src;
      script.async = false;
      document.head.appendChild(script);
    });
  }
  var painted = new Promise(function (resolve) {
    var types = window.PerformanceObserver && PerformanceObserver.supportedEntryTypes;
    if (!types || types.indexOf('paint') < 0) {
      resolve();
      return;
    }
    new PerformanceObserver(function (list, observer) {
      if (list.getEntriesByName('first-contentful-paint').length > 0) {
        observer.disconnect();
        resolve();
      }
    }).observe({type: 'paint', buffered: true});
  });
  var images = [].slice.call(document.querySelectorAll('img[fetchpriority="high"]'));
  Promise.all(
    images
      .map(function (image) {
        return image.decode ? image.decode().catch(function () {}) : null;
      })
      .concat(painted),
  ).then(function () {
    requestAnimationFrame(function () {
      requestAnimationFrame(function () {
        setTimeout(start, 0);
      });
    });
  });
})();
