/**
 * The lead form engine's script, run in turns. Its modules ran in one task as the form came alive (antd's controls,
 * the code of their styles, the theme: 105–165 ms at 4× CPU), and a key typed meanwhile waited for all of it. Imported
 * a group at a time, each group runs in a task of its own, and a key waits for one group at most.
 *
 * Every import here names the same chunk: webpack puts them in one chunk group, so the first turn downloads all of the
 * engine's code at once and each later turn only runs its part of it. (Chunks of their own would each wait for their
 * own download, one after another, on a slow network.) The group is prefetched when the page's own code loads.
 */
const TURNS = [
  () => import(/* webpackChunkName: "lead-form", webpackPrefetch: true */ 'antd/es/config-provider'),
  () => import(/* webpackChunkName: "lead-form" */ 'antd/es/button'),
  () => import(/* webpackChunkName: "lead-form" */ 'antd/es/form'),
  () => import(/* webpackChunkName: "lead-form" */ 'antd/es/input'),
  () => import(/* webpackChunkName: "lead-form" */ 'antd/es/select'),
  () =>
    Promise.all([
      import(/* webpackChunkName: "lead-form" */ 'antd/es/checkbox'),
      import(/* webpackChunkName: "lead-form" */ 'antd/es/radio'),
      import(/* webpackChunkName: "lead-form" */ 'antd/es/rate'),
    ]),
];

/** A task boundary: what the visitor did meanwhile (a key, a tap) is answered before the next turn. */
const nextTask = () => new Promise<void>((resolve) => setTimeout(resolve, 0));

/** For `lazy()`: the engine, its antd modules run first, one group per task. */
export async function loadLeadFormEngine() {
  for (const turn of TURNS) {
    await turn();
    await nextTask();
  }
  return import(/* webpackChunkName: "lead-form" */ './LeadFormEngine');
}
