/**
 * The `Image Unavailable` picture drawn inline: it shows even when the picture it stands in
 * for failed for want of a connection, which the same drawing as a file would too. Covers its
 * box as the picture would (`slice`); decorative, as the picture it replaces.
 */
export function ImageUnavailable({ className }: { className?: string }) {
  return (
    <svg
      className={className}
      viewBox="0 0 400 300"
      preserveAspectRatio="xMidYMid slice"
      aria-hidden="true"
      focusable="false"
      data-image-unavailable
    >
      <rect x="-5000" y="-5000" width="10400" height="10300" fill="#eef3ff" />
      <g fill="none" stroke="#8aa6de" strokeWidth="6" strokeLinecap="round" strokeLinejoin="round">
        <rect x="160" y="92" width="80" height="64" rx="9" />
        <path d="m166 148 22-24 14 14 10-10 22 20" />
        <path stroke="#eef3ff" strokeWidth="14" d="m148 80 104 88" />
        <path stroke="#fc9c1a" d="m148 80 104 88" />
      </g>
      <circle cx="218" cy="112" r="6.5" fill="#8aa6de" />
      <text
        x="200"
        y="206"
        fill="#325db5"
        fontFamily="system-ui,-apple-system,'Segoe UI',Roboto,'Noto Sans','Helvetica Neue',Arial,sans-serif"
        fontSize="20"
        fontWeight="600"
        textAnchor="middle"
      >
        Image Unavailable
      </text>
    </svg>
  );
}
