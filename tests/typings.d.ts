declare module 'dva-core' {
  // Only the unit tests use dva-core directly; Umi's dva plugin also imports it, so keep it loose.
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- typed by each caller; see above
  export function create(hooks?: object, opts?: object): any;
}
