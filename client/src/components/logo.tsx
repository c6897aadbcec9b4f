/** The business mark: hills under a rising sun. Decorative; the link around it carries the name. */
export function LogoMark({ size = 36 }: { size?: number }) {
  return (
    <svg width={size} height={size} viewBox="0 0 40 40" aria-hidden="true" focusable="false">
      <circle cx="20" cy="20" r="20" fill="#1f4d3a" />
      <circle cx="26" cy="15" r="5" fill="#e0a526" />
      <path d="M4 30 14 16l6 8 4-5 12 11z" fill="#fbfaf7" />
      <path d="M4 30 14 16l3 4-5 10z" fill="#cfe0d6" />
    </svg>
  );
}
