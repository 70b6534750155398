declare module 'dva-core' {
  // Only the unit tests use dva-core directly; Umi's dva plugin also imports it, so keep it loose.
  export function create(hooks?: object, opts?: object): any;
}
