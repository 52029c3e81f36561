import { cx } from '../../lib/cx';

/** The Crewdesk mark: a "C" that closes on a job well done. */
export function LogoMark({ className }: { className?: string }) {
  return (
    <svg viewBox="0 0 64 64" className={className ?? 'size-8'} aria-hidden>
      <rect width="64" height="64" rx="14" fill="#0f766e" />
      <path d="M44 22.5A15 15 0 1 0 44 41.5" fill="none" stroke="#fff" strokeWidth="7" strokeLinecap="round" />
      <circle cx="45" cy="32" r="4.5" fill="#fbbf24" />
    </svg>
  );
}

export function Logo({ className }: { className?: string }) {
  return (
    <span className={cx('inline-flex items-center gap-2 font-bold tracking-tight', className || 'text-lg')}>
      <LogoMark />
      <span>Crewdesk</span>
    </span>
  );
}
