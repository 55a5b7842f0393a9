/** Decorative icons of the auth screens; each sits in an `aria-hidden` slot. */
const base = {
  viewBox: '0 0 24 24',
  fill: 'none',
  stroke: 'currentColor',
  strokeWidth: 1.75,
  strokeLinecap: 'round' as const,
  strokeLinejoin: 'round' as const,
  'aria-hidden': true,
};

export function MailIcon() {
  return (
    <svg {...base} className="size-12 text-primary-text">
      <rect x="3" y="5" width="18" height="14" rx="2" />
      <path d="m3 7 9 6 9-6" />
    </svg>
  );
}

export function CheckCircleIcon() {
  return (
    <svg {...base} className="size-12 text-success">
      <circle cx="12" cy="12" r="9" />
      <path d="m8 12 3 3 5-6" />
    </svg>
  );
}

export function ExpiredIcon() {
  return (
    <svg {...base} className="size-12 text-danger">
      <circle cx="12" cy="12" r="9" />
      <path d="M12 7v5l3 2" />
    </svg>
  );
}
