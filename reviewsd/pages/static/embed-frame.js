(function () {
  "use strict";
  // Tell the embedding page how tall the widget is (embed.js there resizes the iframe). The height is
  // all this says, so any parent may hear it; the parent checks that it comes from this origin.
  var box = document.getElementById("reviewsd-widget");
  var last = -1;
  function report() {
    var height = Math.ceil(box.getBoundingClientRect().height);
    if (height !== last && window.parent !== window) {
      last = height;
      window.parent.postMessage({type: "reviewsd-embed-height", height: height}, "*");
    }
  }
  if (window.ResizeObserver) {
    new ResizeObserver(report).observe(box);
  } else {
    window.addEventListener("resize", report);
  }
  window.addEventListener("load", report);
  report();
})();
