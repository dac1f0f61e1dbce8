// Inlined into <head> by the build (vite.config.ts; the CSP allows it by its hash, server/src/http/security.ts).
// From the first paint until the page's script has taken over an element, a visitor's taps, typing
// and submits on the server-rendered page are kept here, in order, and src/app/capture.ts does them
// again once React owns what they touched (so nothing is lost, and nothing is done twice: an event
// kept here never reaches React itself). Plain links are left to the browser (a page load needs no
// script); the language switch's choice is kept as its script would. A form made to work without the
// script (method="post": Sign In, Create Account, Send) is posted by the browser at once instead of
// being kept; the server answers it as the app would (server/src/http/forms.ts).
(function () {
  var q = [];
  var cap = (window.__capture = { q: q, owns: null, replaying: false, wake: null, posted: null });
  var inRoot = function (el) {
    return !!(el && el.closest && el.closest("#root"));
  };
  // Kept while the app does not own the element, or earlier events still wait (their order is kept).
  var held = function (el) {
    return !cap.replaying && (q.length > 0 || !cap.owns || !cap.owns(el));
  };
  var keep = function (entry) {
    q.push(entry);
    if (cap.wake) cap.wake();
  };

  addEventListener(
    "click",
    function (e) {
      var el = e.target && e.target.closest && e.target.closest("a[href],button,[role=tab],[role=button]");
      if (!inRoot(el) || !held(el)) return;
      e.stopPropagation();
      if (el.tagName === "A") {
        var lang = el.getAttribute("hreflang");
        if (lang && !e.defaultPrevented) {
          try {
            localStorage.setItem("language", lang);
          } catch (err) {
            // Private mode: the cookie keeps the choice.
          }
          // The cookie tells the server the choice with the next request: cookieStore says when it is stored,
          // and the page goes once it is (a document.cookie write is not waited for: a page load started at
          // once could go without it, and the server would answer in the language left).
          if (window.cookieStore) {
            e.preventDefault();
            var go = function () {
              location.assign(el.href);
            };
            cookieStore
              .set({ name: "lang", value: lang, path: "/", expires: Date.now() + 31536e6, sameSite: "lax" })
              .then(go, go);
          } else document.cookie = "lang=" + lang + "; path=/; max-age=31536000; samesite=lax";
        }
        return;
      }
      // A submit button's form sends a submit event: that event is what is kept.
      if (el.type === "submit" && el.form) return;
      e.preventDefault();
      keep({ kind: "click", el: el });
      // A control made for it answers at once: its look follows these attributes (the app's click, done
      // again later, sets them the same way).
      if (!el.hasAttribute("data-instant")) return;
      if (el.getAttribute("role") === "tab") {
        var tabs = el.parentNode.querySelectorAll("[role=tab]");
        for (var i = 0; i < tabs.length; i++) {
          tabs[i].setAttribute("aria-selected", tabs[i] === el ? "true" : "false");
          tabs[i].tabIndex = tabs[i] === el ? 0 : -1;
        }
        // The tab travels with its panel's form when the browser posts it.
        var panel = document.getElementById(el.getAttribute("aria-controls"));
        var box = panel && panel.querySelector("input[data-tabs]");
        if (box) box.value = el.id.slice(el.id.lastIndexOf("-tab-") + 5);
      } else if (el.hasAttribute("aria-expanded"))
        el.setAttribute("aria-expanded", el.getAttribute("aria-expanded") === "true" ? "false" : "true");
    },
    true,
  );

  addEventListener(
    "submit",
    function (e) {
      var form = e.target;
      if (!inRoot(form) || !held(form)) return;
      e.stopPropagation();
      // Posted by the browser now, once (a second tap while the answer loads sends nothing more); never
      // done again by the app.
      if (form.getAttribute("method") === "post") {
        if (cap.posted === form) e.preventDefault();
        else {
          // The tab shown travels with the post, whatever the app's hydration did meanwhile to the hidden
          // input (it sets it back to its own state until a kept tap on the tab is done again).
          var box = form.querySelector("input[data-tabs]");
          var shown =
            box &&
            form.id &&
            document.querySelector('[role=tab][aria-selected="true"][aria-controls="' + form.id + '"]');
          if (shown) box.value = shown.id.slice(shown.id.lastIndexOf("-tab-") + 5);
        }
        cap.posted = form;
        return;
      }
      e.preventDefault();
      var last = q[q.length - 1];
      // Two taps on Send before the page runs are one request.
      if (!(last && last.kind === "submit" && last.el === form)) keep({ kind: "submit", el: form, by: e.submitter });
    },
    true,
  );
  // Back to this page from the answer (the back/forward cache): the form may be sent again.
  addEventListener("pageshow", function () {
    cap.posted = null;
  });
  // Once the app owns a form it sends it itself: the browser never posts it (that would leave the page).
  addEventListener("submit", function (e) {
    if (inRoot(e.target)) e.preventDefault();
  });

  var edit = function (e) {
    var el = e.target;
    if (!inRoot(el) || !("value" in el) || !held(el)) return;
    var entry = { kind: "field", el: el, value: el.value, checked: el.checked };
    var last = q[q.length - 1];
    if (last && last.kind === "field" && last.el === el) {
      // A select's change repeats the choice its input event just kept; by then the app's hydration may have
      // set the element back to the app's own state ("Choose a bus"), so the kept choice stands.
      if (e.type === "change" && el.tagName === "SELECT") return;
      q[q.length - 1] = entry;
    } else keep(entry);
  };
  addEventListener("input", edit, true);
  addEventListener("change", edit, true);
})();
