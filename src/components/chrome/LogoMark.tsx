interface LogoMarkProps {
  className?: string | undefined;
}

/** The company mark: a heart carried on a road, drawn here so it needs no request. */
export function LogoMark({ className }: LogoMarkProps) {
  return (
    <svg className={className} viewBox="0 0 48 48" width="44" height="44" aria-hidden="true" focusable="false">
      <rect width="48" height="48" rx="12" fill="#0a4a66" />
      <path d="M24 35.5 13.8 25.7a6.2 6.2 0 0 1 8.8-8.8L24 18.3l1.4-1.4a6.2 6.2 0 0 1 8.8 8.8Z" fill="#f2b33d" />
      <path d="M8 40h32" stroke="#ffffff" strokeWidth="3" strokeLinecap="round" strokeDasharray="5 4" />
    </svg>
  );
}
