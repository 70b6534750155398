/**
 * The platform's contract: one schema per answer, its type inferred from it, and the bodies the site sends. Read as a
 * namespace of types: `import type * as API from '@/api'`; the schemas themselves are imported from their modules.
 */
export type * from './activities';
export type * from './articles';
export type * from './campaign';
export type * from './cases';
export type * from './common';
export type * from './leads';
export type * from './materials';
export type * from './platform';
export type * from './services';
