/**
 * V8's explicit compile hint (Chromium 136 and later; other engines read a comment): a script that starts with it is
 * compiled whole, eagerly, on a background thread while it streams in. .umirc.ts puts it at the top of the entry.
 */
export const COMPILE_HINT = '//# allFunctionsCalledOnLoad';
