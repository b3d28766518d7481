import { useEffect, useState } from 'react';

/** The dark modules of a QR code as one SVG path: a square per module, row by row. */
function modulesPath(data: readonly (readonly boolean[])[]): string {
  let path = '';
  data.forEach((row, y) => {
    row.forEach((dark, x) => {
      if (dark) path += `M${x} ${y}h1v1h-1z`;
    });
  });
  return path;
}

/**
 * A QR code of `text`, made on this device (no connection needed): black on white with the
 * standard quiet zone of four modules. Its encoder loads only when one is shown.
 */
export function QrCode({ text, label }: { text: string; label: string }) {
  const [matrix, setMatrix] = useState<boolean[][] | undefined>();
  useEffect(() => {
    let live = true;
    void import('uqr').then(({ encode }) => {
      if (live) setMatrix(encode(text, { ecc: 'M', border: 4 }).data);
    });
    return () => {
      live = false;
    };
  }, [text]);
  if (!matrix) return null;
  const size = matrix.length;
  return (
    <svg
      role="img"
      aria-label={label}
      viewBox={`0 0 ${size} ${size}`}
      shapeRendering="crispEdges"
      width="100%"
      height="100%"
    >
      <rect width={size} height={size} fill="#fff" />
      <path d={modulesPath(matrix)} fill="#000" />
    </svg>
  );
}
