/** A QR code's dark modules as one SVG path (a 1-unit square per module), plus its size in modules. */
export interface QrSymbol {
  path: string;
  size: number;
}

/** The module matrix of the `qrcode` library (`create(text).modules`): `get(row, col)` is 1 for a dark module. */
interface ModuleMatrix {
  size: number;
  get: (row: number, col: number) => number;
}

export function symbolOf(modules: ModuleMatrix): QrSymbol {
  let path = '';
  for (let y = 0; y < modules.size; y += 1) {
    for (let x = 0; x < modules.size; x += 1) if (modules.get(y, x)) path += `M${x} ${y}h1v1h-1z`;
  }
  return { path, size: modules.size };
}
