/** How long things wait or stay on screen. */

export const CHUNK_LOAD_TIMEOUT_MS = 120_000;

/** Display times, in seconds as antd expects them. */
export const DISPLAY_SECONDS = {
  toast: 3,
  toastLong: 8,
  notice: 1.5,
  industryFailure: 2,
} as const;

export const LOADER_DELAY_MS = 200;
/** The industry list's loading toast waits this long: a fast answer shows no toast (and loads no toast code). */
export const INDUSTRY_LOADING_DELAY_MS = 600;
export const STARTUP_PAUSE_MS = 10;
export const ANALYTICS_HEARTBEAT_MS = 5_000;
