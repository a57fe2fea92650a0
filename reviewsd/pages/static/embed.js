/* reviewsd widget: shows a business's newest verified reviews on its own site.
 *
 *   <script src="https://reviews.example.com/embed.js" data-limit="5" async></script>
 *
 * Options (data- attributes on the script tag): data-limit (1..20, default 5), data-min_rating
 * (1..5; data-min-rating works too), data-theme (light or dark), data-title (the iframe's title).
 * The script inserts an iframe where it stands and sizes it to the widget's height, which the widget
 * reports with postMessage. It sets no cookies and loads nothing but the widget from this server.
 */
(function () {
  "use strict";
  var script = document.currentScript;
  if (!script) { // a loader that runs scripts outside the parser: take the last one not yet handled
    var candidates = document.querySelectorAll('script[src*="/embed.js"]:not([data-reviewsd-done])');
    script = candidates[candidates.length - 1];
  }
  if (!script || script.hasAttribute("data-reviewsd-done") || !script.parentNode) {
    return;
  }
  script.setAttribute("data-reviewsd-done", "");

  var src = new URL(script.src, document.baseURI);
  var origin = src.origin;
  // The daemon may live under a path prefix behind a proxy: /embed is next to /embed.js.
  var base = src.href.split(/[?#]/)[0].replace(/\/embed\.js$/, "");
  var data = script.dataset;
  var options = {limit: data.limit, min_rating: data.min_rating || data.minRating, theme: data.theme};
  var query = new URLSearchParams();
  Object.keys(options).forEach(function (name) {
    if (options[name] !== undefined && options[name] !== "") {
      query.set(name, options[name]);
    }
  });

  var frame = document.createElement("iframe");
  frame.src = base + "/embed" + (query.toString() ? "?" + query.toString() : "");
  frame.title = data.title || "Customer reviews";
  // Scripts, and links that open in a new tab; never navigating or reading the embedding page.
  frame.setAttribute("sandbox", "allow-scripts allow-same-origin allow-popups allow-popups-to-escape-sandbox");
  frame.setAttribute("scrolling", "no");
  frame.style.cssText = "display:block;width:100%;max-width:40rem;height:20rem;border:0;overflow:hidden;background:transparent";
  script.parentNode.insertBefore(frame, script);

  window.addEventListener("message", function (event) {
    // Only this widget's own frame, from the daemon's origin, may resize it.
    if (event.origin !== origin || event.source !== frame.contentWindow) {
      return;
    }
    var message = event.data;
    if (!message || message.type !== "reviewsd-embed-height" || typeof message.height !== "number" ||
        !isFinite(message.height)) {
      return;
    }
    frame.style.height = Math.max(0, Math.min(Math.ceil(message.height), 20000)) + "px";
  });
})();
