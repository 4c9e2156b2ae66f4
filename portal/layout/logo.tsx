/** The group's mark: a wordmark in the brand pink, drawn inline so it costs one request less. */
export function Logo() {
  return (
    <svg
      width="104"
      height="32"
      viewBox="0 0 104 32"
      role="img"
      aria-label="FG Portal home"
      focusable="false"
    >
      <rect width="32" height="32" rx="6" fill="#C4105E" />
      <text
        x="16"
        y="21"
        fontFamily="Arial, sans-serif"
        fontSize="14"
        fontWeight="700"
        textAnchor="middle"
        fill="#fff"
      >
        FG
      </text>
      <text x="40" y="22" fontFamily="Arial, sans-serif" fontSize="16" fontWeight="700" fill="#1F1F29">
        Portal
      </text>
    </svg>
  );
}
