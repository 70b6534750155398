// `@babel/runtime/regenerator` for the browser bundle: dva-core and dva-loading import this CommonJS entry, which would
// bring Babel's CommonJS regenerator helpers into the first chunk beside the ES module ones everything else uses.
import regeneratorRuntime from '@babel/runtime/helpers/esm/regeneratorRuntime';

const runtime = regeneratorRuntime();
// As Babel's entry does: code compiled for the global runtime (Umi's build of dva-loading's effect wrapper) reads it there.
globalThis.regeneratorRuntime = runtime;

export default runtime;
