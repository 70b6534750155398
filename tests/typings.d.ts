declare module 'dva-core' {
  interface DvaCoreApp {
    model(model: unknown): void;
    start(): void;
    _history?: unknown;
    _store: { getState(): any; dispatch(action: unknown): any };
  }
  export function create(hooks?: object, opts?: object): DvaCoreApp;
}
