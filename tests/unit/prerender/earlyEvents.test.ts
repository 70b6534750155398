import { readFileSync } from 'node:fs';
import { join } from 'node:path';

import { firstEarlyEventTime, hasEarlyEvents, release, typedIn } from '@/prerender/earlyEvents';

/** The page before its app runs: the boot script listening, #root not yet taken over. */
function bootPage(body: string) {
  document.body.innerHTML = `<div id="root">${body}</div>`;
  const script = document.createElement('script');
  script.setAttribute('data-load', '');
  Object.defineProperty(document, 'currentScript', { value: script, configurable: true });
  new Function(readFileSync(join(__dirname, '../../../src/prerender/boot.js'), 'utf8'))();
}

const $ = <T extends Element>(selector: string) => document.querySelector(selector) as T;

beforeEach(() => jest.useFakeTimers());
afterEach(() => {
  jest.useRealTimers();
  delete window.__zqEarly;
});

describe('taps before the page is taken over', () => {
  it("holds a button click (its own handlers do not run) and replays it once the page is the app's", () => {
    bootPage('<header><button type="button" id="menu">菜单</button></header>');
    const clicks = jest.fn();
    $('#menu').addEventListener('click', clicks);
    $<HTMLButtonElement>('#menu').click();
    $<HTMLButtonElement>('#menu').click(); // a second tap while nothing happens counts once
    expect(clicks).not.toHaveBeenCalled();
    expect(window.__zqEarly?.queue).toHaveLength(1);

    release($('#root'));
    expect($('#root').hasAttribute('data-zq-live')).toBe(true);
    jest.runOnlyPendingTimers();
    expect(clicks).toHaveBeenCalledTimes(1);
    expect(window.__zqEarly?.queue).toHaveLength(0);
  });

  it("does not hold what works without the app: a link, or a tap once #root is the app's", () => {
    bootPage('<a href="#about" id="link">关于我们</a><button type="button" id="save">收藏</button>');
    $<HTMLAnchorElement>('#link').click();
    expect(window.__zqEarly?.queue).toHaveLength(0);
    release($('#root'));
    jest.runOnlyPendingTimers();
    const clicks = jest.fn();
    $('#save').addEventListener('click', clicks);
    $<HTMLButtonElement>('#save').click();
    expect(clicks).toHaveBeenCalledTimes(1);
  });

  it("holds a form's submit (no reload) and sends it again by its submit button", () => {
    bootPage('<form id="lead"><input id="name" name="name"><button type="submit" id="send">提交</button></form>');
    const submits = jest.fn((event: Event) => event.preventDefault());
    $('#lead').addEventListener('submit', submits);
    const early = new Event('submit', { bubbles: true, cancelable: true });
    $('#lead').dispatchEvent(early);
    expect(early.defaultPrevented).toBe(true);
    expect(submits).not.toHaveBeenCalled();

    release($('#root'));
    jest.runOnlyPendingTimers();
    expect(submits).toHaveBeenCalledTimes(1);
  });

  it('keeps a part that still waits for its script apart: #root coming alive does not replay taps inside it', () => {
    bootPage(
      '<button type="button" id="menu">菜单</button><div data-zq-wait="" id="form"><button type="button" id="clear">清空草稿</button></div>',
    );
    const clears = jest.fn();
    $('#clear').addEventListener('click', clears);
    $<HTMLButtonElement>('#clear').click();
    expect(hasEarlyEvents($('#form'))).toBe(true);
    expect(firstEarlyEventTime($('#form'))).toEqual(expect.any(Number));

    release($('#root'));
    jest.runOnlyPendingTimers();
    expect(clears).not.toHaveBeenCalled();
    // Still held: a tap there after #root came alive is held too, until the part itself comes alive.
    $<HTMLButtonElement>('#clear').click();
    release($('#form'));
    jest.runOnlyPendingTimers();
    expect(clears).toHaveBeenCalledTimes(1);
  });

  it('tells a field that comes alive what was typed into it before, as typing would', () => {
    bootPage('<div data-zq-wait="" id="form"><input id="name" value=""></div>');
    const field = $<HTMLInputElement>('#name');
    field.value = '王晓明';
    field.dispatchEvent(new Event('input', { bubbles: true }));
    const seen: string[] = [];
    field.addEventListener('input', () => seen.push(field.value));
    release($('#root'));
    release($('#form'));
    jest.runOnlyPendingTimers();
    expect(seen[seen.length - 1]).toBe('王晓明');
    expect(field.value).toBe('王晓明');
  });

  it('keeps every character typed one after another, even when a render sets the field back to an older text', () => {
    bootPage('<div data-zq-wait="" id="form"><input id="name" value=""></div>');
    const field = $<HTMLInputElement>('#name');
    for (const text of ['韦', '韦验', '韦验收']) {
      field.value = text;
      field.dispatchEvent(new Event('input', { bubbles: true }));
    }
    expect(window.__zqEarly?.queue.filter((e) => e.type === 'input')).toHaveLength(1);
    field.value = '韦'; // the form, coming alive, renders the first character it heard of
    release($('#root'));
    release($('#form'));
    jest.runOnlyPendingTimers();
    expect(field.value).toBe('韦验收');
  });

  it('tells what was typed into each field of a waiting part, by its id, and keeps it held until the part comes alive', () => {
    bootPage(
      '<div data-zq-wait="" id="form"><input id="name" value=""><textarea id="need"></textarea><input id="email" value="">' +
        '<div data-zq-wait="" id="date"><input id="when" value=""></div></div>',
    );
    const type = (id: string, texts: string[]) => {
      const field = $<HTMLInputElement>(`#${id}`);
      for (const text of texts) {
        field.value = text;
        field.dispatchEvent(new Event('input', { bubbles: true }));
      }
    };
    type('name', ['韦', '韦验收']);
    type('need', ['了解行业']);
    type('when', ['2027']); // inside a part of its own, still waiting
    expect(typedIn($('#form'))).toEqual({ name: '韦验收', need: '了解行业' });
    $<HTMLInputElement>('#name').value = '韦'; // set back by a render: the text noted after the last key counts
    expect(typedIn($('#form')).name).toBe('韦验收');
    expect(window.__zqEarly?.queue.filter((e) => e.type === 'input')).toHaveLength(3);
  });

  it('keeps what was typed on after the field came alive', () => {
    bootPage('<div data-zq-wait="" id="form"><input id="name" value=""></div>');
    const field = $<HTMLInputElement>('#name');
    field.value = '王';
    field.dispatchEvent(new Event('input', { bubbles: true }));
    release($('#root'));
    release($('#form'));
    field.value = '王晓'; // typed before the replay's turn came
    jest.runOnlyPendingTimers();
    expect(field.value).toBe('王晓');
  });

  it("holds a select's change and replays it", () => {
    bootPage('<select id="industry"><option value="">全部行业</option><option value="seven">医疗</option></select>');
    const changes: string[] = [];
    $('#industry').addEventListener('change', (e) => changes.push((e.target as HTMLSelectElement).value));
    $<HTMLSelectElement>('#industry').value = 'seven';
    $('#industry').dispatchEvent(new Event('change', { bubbles: true }));
    expect(changes).toEqual([]);
    release($('#root'));
    jest.runOnlyPendingTimers();
    expect(changes).toEqual(['seven']);
  });

  it('holds a press on a control that opens on press (a drop-down) in a waiting part, and taps it again once alive', () => {
    bootPage(
      '<div data-zq-wait="" id="form"><div data-zq-press="" id="industry"><span id="shown">请选择行业</span></div><p id="intro">填写需求</p></div>',
    );
    // Heard where React listens, on the app's root: a press inside a part still waiting stops before it (React would
    // bring the part alive inside the press).
    const presses: string[] = [];
    $('#root').addEventListener('mousedown', (e) => presses.push((e.target as Element).id), true);
    const clicks: string[] = [];
    $('#root').addEventListener('click', (e) => clicks.push((e.target as Element).id), true);
    const press = (selector: string) => $(selector).dispatchEvent(new MouseEvent('mousedown', { bubbles: true, button: 0 }));
    press('#shown');
    press('#intro'); // not a control that opens on press: nothing to replay
    expect(window.__zqEarly?.queue.map((e) => e.type)).toEqual(['press']);

    release($('#root'));
    jest.runOnlyPendingTimers();
    expect(presses).toEqual([]); // the part still waits: nothing reaches the app, nothing replayed yet
    release($('#form'));
    jest.runOnlyPendingTimers();
    expect(presses).toEqual(['shown']);
    expect(clicks).toEqual(['shown']);
    expect(window.__zqEarly?.queue).toHaveLength(0);
  });

  it('notes a touch on a part that waits for its script, so it comes alive with the app, and replays nothing for it', () => {
    bootPage('<div data-zq-wait="" id="form"><p id="intro">填写需求</p></div>');
    $('#intro').dispatchEvent(new Event('pointerdown', { bubbles: true }));
    $('#intro').dispatchEvent(new Event('pointerdown', { bubbles: true }));
    expect(hasEarlyEvents($('#form'))).toBe(true);
    expect(window.__zqEarly?.queue).toHaveLength(1);
    release($('#root'));
    release($('#form'));
    jest.runOnlyPendingTimers();
    expect(window.__zqEarly?.queue).toHaveLength(0);
  });
});
