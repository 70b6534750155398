/**
 * Files replaced whole: written beside their final name as a hidden temporary file (nginx and the local server never
 * serve dotfiles), then renamed over it. A reader sees the old file or the new one, never half of either.
 */
import { mkdirSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { basename, dirname, join } from 'node:path';

export function writeFileAtomic(file: string, content: string | Uint8Array) {
  mkdirSync(dirname(file), { recursive: true });
  const temporary = join(dirname(file), `.${basename(file)}.${process.pid}.tmp`);
  try {
    writeFileSync(temporary, content);
    renameSync(temporary, file);
  } catch (error) {
    rmSync(temporary, { force: true });
    throw error;
  }
}
