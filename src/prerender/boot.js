/*
 * The first script of every pre-rendered page, inline at the top of its head (scripts/prerender writes it minified; the
 * Content-Security-Policy allows it by its hash, deploy/nginx/zhiqiao-headers.conf): it runs before anything shows and
 * costs no request. The page names what it needs in data attributes of the script tag:
 *   data-load    the page's scripts in order (its route chunks, then the entry)
 *   data-title, data-text, data-reload    the texts of the panel shown when the entry cannot load
 *   data-ask     on a page with the analytics question: where the visitor's answer to it is kept, and the class that
 *                shows it
 *
 * 1. Nothing the visitor does is lost while the page wakes up. Until #root is taken over by the app, and afterwards
 *    inside parts still waiting for their script ([data-zq-wait] without [data-zq-live]), it holds clicks on buttons,
 *    checkboxes, radios and download links, form submits (the browser's own would reload the page and lose the input),
 *    select changes, which text fields were typed into and presses on controls that open on press (a drop-down), in
 *    `window.__zqEarly.queue`. The app replays them when that part comes alive (src/prerender/earlyEvents.ts). A second
 *    tap on the same thing while it is held counts once.
 *    A touch, focus or key inside a waiting part is noted too (not replayed): that part comes alive with the app.
 * 2. The app starts after the first paint: its scripts are requested once the content is on screen, so they never
 *    compete with it.
 * 3. A script that fails to load: a route chunk's tag is removed (the app's loader then asks for it again, and shows
 *    its error if that fails too); the entry's shows a Chinese panel with 重新加载 (the HTML is never cached, so a
 *    reload after a deployment gets the new page).
 * 4. The analytics question shows from the first paint on a device that has not answered it.
 */
(function () {
  'use strict';
  var me = document.currentScript;
  if (!me || window.__zqEarly) return; // once per page
  var WAIT = 'data-zq-wait';
  var LIVE = 'data-zq-live';
  var PRESS = 'data-zq-press';
  window.__zqEarly = { queue: [] };

  /* ---- 1. early events ---- */

  function pending(node) {
    var root = document.getElementById('root');
    if (!root || !node || node.nodeType !== 1 || !root.contains(node)) return false;
    if (!root.hasAttribute(LIVE)) return true;
    var waiting = node.closest('[' + WAIT + ']');
    return !!waiting && !waiting.hasAttribute(LIVE);
  }

  function pathOf(node) {
    var root = document.getElementById('root');
    var path = [];
    while (node && node !== root && node.parentElement) {
      path.unshift(Array.prototype.indexOf.call(node.parentElement.children, node));
      node = node.parentElement;
    }
    return path;
  }

  function hold(type, target, submitter) {
    var queue = window.__zqEarly.queue;
    // Typing into a field counts once, with its text as it stands after every keystroke; reaching for a part counts
    // once; a second tap on what was just tapped counts once.
    for (var i = queue.length - 1; i >= 0; i--) {
      if (queue[i].type !== type || queue[i].target !== target) continue;
      if (type === 'input') queue[i].value = target.value;
      if (type === 'input' || type === 'reach' || i === queue.length - 1) return;
      break;
    }
    var held = { type: type, target: target, submitter: submitter || null, path: pathOf(target), time: Date.now() };
    if (type === 'input') held.value = target.value;
    queue.push(held);
  }

  function isSubmitButton(node) {
    var type = (node.getAttribute('type') || '').toLowerCase();
    return (
      !!node.form && ((node.tagName === 'BUTTON' && (type === '' || type === 'submit')) || (node.tagName === 'INPUT' && type === 'submit'))
    );
  }

  function isTextField(node) {
    if (node.tagName === 'TEXTAREA') return true;
    if (node.tagName !== 'INPUT') return false;
    return /^(text|search|tel|email|url|number|password)$/.test(node.type);
  }

  var CLICKABLE = 'button, [role="button"], input[type="checkbox"], input[type="radio"], a[download], summary';

  document.addEventListener(
    'click',
    function (event) {
      var target = event.target && event.target.closest ? event.target.closest(CLICKABLE) : null;
      if (!target || !pending(target)) return;
      event.stopImmediatePropagation();
      // A submit button's own action is the form's submit, held below.
      if (isSubmitButton(target)) return;
      event.preventDefault();
      hold('click', target);
    },
    true,
  );
  document.addEventListener(
    'submit',
    function (event) {
      if (!pending(event.target)) return;
      event.preventDefault();
      event.stopImmediatePropagation();
      hold('submit', event.target, event.submitter);
    },
    true,
  );
  document.addEventListener(
    'change',
    function (event) {
      var target = event.target;
      if (!target || target.tagName !== 'SELECT' || !pending(target)) return;
      event.stopImmediatePropagation();
      hold('change', target);
    },
    true,
  );
  document.addEventListener(
    'input',
    function (event) {
      var target = event.target;
      if (!target || !isTextField(target) || !pending(target)) return;
      event.stopImmediatePropagation();
      hold('input', target);
    },
    true,
  );

  // A press on a control that opens on press (a drop-down, a date picker: [PRESS]) is held too: the running
  // control gets the press again and opens, as it would have.
  document.addEventListener(
    'mousedown',
    function (event) {
      var target = event.target;
      if (!target || target.nodeType !== 1 || !pending(target) || !target.closest('[' + PRESS + ']')) return;
      hold('press', target);
    },
    true,
  );

  // Reaching for a part that waits for its script (a touch, a focus, a key) is not replayed, but noted: the part then
  // comes alive as soon as the app runs, as it would have at once.
  ['pointerdown', 'touchstart', 'focusin', 'keydown'].forEach(function (type) {
    document.addEventListener(
      type,
      function (event) {
        var target = event.target;
        if (!target || target.nodeType !== 1 || !pending(target) || !target.closest('[' + WAIT + ']')) return;
        hold('reach', target.closest('[' + WAIT + ']'));
      },
      { capture: true, passive: true },
    );
  });

  // React brings a part it has not taken over to life inside the event when one of these reaches it, all at once: the
  // whole form's first render would sit inside the visitor's tap or key. Inside a waiting part they stop here (their
  // default action and the listeners on the document still run): the part comes alive in tasks of its own and gets
  // what was held. React's list of such events (discreteReplayableEvents in react-dom).
  var REACT_WAKES =
    'mousedown mouseup touchcancel touchend touchstart auxclick dblclick pointercancel pointerdown pointerup dragend ' +
    'dragstart drop compositionend compositionstart keydown keypress keyup input textInput copy cut paste click ' +
    'change contextmenu reset';
  REACT_WAKES.split(' ').forEach(function (type) {
    document.addEventListener(
      type,
      function (event) {
        var target = event.target;
        var waiting = target && target.nodeType === 1 ? target.closest('[' + WAIT + ']') : null;
        if (waiting && !waiting.hasAttribute(LIVE)) event.stopPropagation();
      },
      { capture: true, passive: true },
    );
  });

  /* ---- 4. the analytics question ---- */

  // The question is in the HTML of every page with the common layout, hidden; on a device not asked yet it shows from
  // the first paint (the class `mark` on <html>). The same reading of the stored answer as the app's
  // (src/features/visitor/analytics/consent.ts): a no, or a yes to today's words (`version`), is an answer; so is the
  // opt-out of earlier versions.
  function askAnalytics() {
    var ask = me.getAttribute('data-ask');
    if (!ask) return;
    var question = JSON.parse(ask);
    var answered = false;
    try {
      var stored = JSON.parse(localStorage.getItem(question.key) || 'null');
      var valid =
        !!stored &&
        typeof stored === 'object' &&
        (stored.choice === 'yes' || stored.choice === 'no') &&
        typeof stored.version === 'string' &&
        typeof stored.at === 'string';
      answered = (valid && (stored.choice === 'no' || stored.version === question.version)) || localStorage.getItem(question.off) === '1';
    } catch {
      answered = false; // storage that cannot be read keeps no answer
    }
    if (!answered) document.documentElement.classList.add(question.mark);
  }
  askAnalytics();

  /* ---- 3. a script that fails to load ---- */

  function text(name, fallback) {
    return me.getAttribute('data-' + name) || fallback;
  }

  function showPanel() {
    if (document.getElementById('load-guard-panel')) return;
    var panel = document.createElement('section');
    panel.id = 'load-guard-panel';
    panel.className = 'error-panel container';
    panel.setAttribute('role', 'alert');
    var title = document.createElement('h1');
    title.className = 'error-panel__title';
    title.textContent = text('title', '页面加载失败');
    var body = document.createElement('p');
    body.className = 'error-panel__text';
    body.textContent = text('text', '页面加载失败，请检查网络后重新加载。');
    var button = document.createElement('button');
    button.type = 'button';
    button.className = 'btn btn--primary';
    button.textContent = text('reload', '重新加载');
    button.addEventListener('click', function () {
      window.location.reload();
    });
    panel.appendChild(title);
    panel.appendChild(body);
    panel.appendChild(button);
    // At the top, before #root: the pre-rendered page stays on screen below it (readable, but not working without the
    // app), and a tap on 重新加载 is not one this script holds for the app.
    var root = document.getElementById('root');
    if (root && root.parentNode) root.parentNode.insertBefore(panel, root);
    else document.body.insertBefore(panel, document.body.firstChild);
  }

  /* ---- 2. the app, after the first paint ---- */

  function load() {
    var sources = (me.getAttribute('data-load') || '').split(/\s+/).filter(Boolean);
    sources.forEach(function (src, index) {
      var script = document.createElement('script');
      script.src = src;
      script.async = false; // in order: the route chunks, then the entry that runs them
      var entry = index === sources.length - 1;
      script.addEventListener('error', function () {
        if (entry) showPanel();
        else if (script.parentNode) script.parentNode.removeChild(script);
      });
      document.head.appendChild(script);
    });
  }

  var started = false;
  function start() {
    if (started) return;
    started = true;
    load();
  }

  function whenReady(fn) {
    if (document.readyState === 'loading') document.addEventListener('DOMContentLoaded', fn);
    else fn();
  }

  // A hidden tab paints nothing: start at once.
  if (document.visibilityState === 'hidden') {
    start();
    return;
  }
  var types = (window.PerformanceObserver && PerformanceObserver.supportedEntryTypes) || [];
  if (types.indexOf('paint') >= 0) {
    var observer = new PerformanceObserver(function (list) {
      if (!list.getEntriesByName('first-contentful-paint').length) return;
      observer.disconnect();
      setTimeout(start, 0);
    });
    observer.observe({ type: 'paint', buffered: true });
    // Should no paint be reported (the tab hidden meanwhile), the app starts anyway.
    document.addEventListener('visibilitychange', start);
    setTimeout(start, 3000);
  } else {
    whenReady(function () {
      requestAnimationFrame(function () {
        setTimeout(start, 0);
      });
    });
  }
})();
