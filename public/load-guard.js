/*
 * Load guard: the first script of every page, before the bundle (an external file: no inline script, so a
 * Content-Security-Policy with script-src 'self' holds). It watches this site's scripts in the capture phase:
 * - a page, layout or shared chunk preloaded with the page (a `data-webpack` script) that fails before the
 *   bundle's loader has attached its handlers would leave the loader waiting for its 120 s timeout on the dead
 *   tag; the tag is removed, so the loader requests the chunk afresh and reports a failure at once (the page's
 *   error panel, "重新加载"), or simply gets the chunk when the network was only flaky;
 * - the entry script itself failing (a stale index.html after a deployment) leaves no app to show anything:
 *   the guard shows the Chinese error with "重新加载" itself (index.html is never cached, so a reload gets the
 *   new one).
 * Texts come from the script tag's data attributes (set from src/config/site.ts in .umirc.ts).
 */
(function () {
  'use strict';
  var me = document.currentScript;
  if (!me || !me.src) return;
  var base = me.src.slice(0, me.src.lastIndexOf('/') + 1);
  var ENTRY = /\/umi(\.[\w-]+)?\.js(\?|#|$)/;

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
    // At the top: a pre-rendered page is already on screen below it (readable, but not working without the bundle).
    var root = document.getElementById('root') || document.body;
    root.insertBefore(panel, root.firstChild);
  }

  function whenReady(fn) {
    if (document.readyState === 'loading') document.addEventListener('DOMContentLoaded', fn);
    else fn();
  }

  window.addEventListener(
    'error',
    function (event) {
      var el = event.target;
      if (!el || el === window || el.tagName !== 'SCRIPT') return;
      var url = el.src || '';
      if (url.indexOf(base) !== 0) return; // only this site's own files
      if (el.hasAttribute('data-webpack')) {
        if (el.parentNode) el.parentNode.removeChild(el);
        return;
      }
      if (ENTRY.test(url)) whenReady(showPanel);
    },
    true,
  );
})();
