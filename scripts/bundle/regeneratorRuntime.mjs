// `@babel/runtime/regenerator` for the browser bundle: dva-core and dva-loading import this CommonJS entry, which would
// bring Babel's CommonJS regenerator helpers into the first chunk beside the ES module ones everything else uses.
import regeneratorRuntime from '@babel/runtime/helpers/esm/regeneratorRuntime';

export default regeneratorRuntime();
