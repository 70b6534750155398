import { useEffect, useState } from 'react';

/** A QR code's dark modules as one SVG path (a 1-unit square per module), plus its size in modules. */
interface QrSymbol {
  path: string;
  size: number;
}

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
        const { modules } = lib.create(value, { errorCorrectionLevel: 'M' });
        let path = '';
        for (let y = 0; y < modules.size; y += 1) {
          for (let x = 0; x < modules.size; x += 1) if (modules.get(y, x)) path += `M${x} ${y}h1v1h-1z`;
        }
        if (alive) setSymbol({ path, size: modules.size });
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
