// Starts the bundles of data-scripts in order after the first paint (see index.ts).
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
  requestAnimationFrame(function () {
    setTimeout(start, 0);
  });
})();
