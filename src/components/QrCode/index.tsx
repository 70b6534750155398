import { useEffect, useState } from 'react';

import { type QrSymbol, symbolOf } from './symbol';

/**
 * A QR code of `value`, drawn as inline SVG with the paint classes (no image, no canvas). The `qrcode` library loads
 * in the browser when the code is first shown, so it stays out of the first chunk; the first render (also the
 * pre-rendered one) is an empty frame of the same size.
 */
export default function QrCode({ value, label, size = 112 }: { value: string; label: string; size?: number }) {
  const [symbol, setSymbol] = useState<QrSymbol | null>(null);

  useEffect(() => {
    let alive = true;
    import('qrcode')
      .then((lib) => {
        const symbol = symbolOf(lib.create(value, { errorCorrectionLevel: 'M' }).modules);
        if (alive) setSymbol(symbol);
      })
      .catch(() => alive && setSymbol(null));
    return () => {
      alive = false;
    };
  }, [value]);

  const quiet = 2;
  const box = (symbol?.size ?? 21) + quiet * 2;
  return (
    <svg
      className="qr-code"
      width={size}
      height={size}
      viewBox={`${-quiet} ${-quiet} ${box} ${box}`}
      role="img"
      aria-label={label}
      shapeRendering="crispEdges"
      data-testid="qr-code"
      data-ready={symbol ? 'true' : 'false'}
    >
      <rect className="fill-white" x={-quiet} y={-quiet} width={box} height={box} />
      {symbol && <path className="fill-ink" d={symbol.path} />}
    </svg>
  );
}
