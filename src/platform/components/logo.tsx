import { site } from '../../config/site';

/** The firm's mark and wordmark. Colours follow `currentColor`, so it works on dark and light bars. */
export function Logo() {
  return (
    <span className="flex items-center gap-2.5">
      <svg viewBox="0 0 32 32" width="32" height="32" aria-hidden="true" className="shrink-0">
        <rect width="32" height="32" rx="8" fill="currentColor" opacity="0.12" />
        <path d="M9 8v16M23 8v16M9 16h14" stroke="currentColor" strokeWidth="2.5" strokeLinecap="round" />
        <path
          d="M6 25.5c3.3-2 6.7-2 10 0s6.7 2 10 0"
          stroke="#2dd4bf"
          strokeWidth="2"
          fill="none"
          strokeLinecap="round"
        />
      </svg>
      <span className="flex flex-col leading-none">
        <span className="text-[1.0625rem] font-semibold tracking-tight">{site.shortName}</span>
        <span className="mt-1 text-[0.6875rem] font-medium tracking-[0.14em] uppercase opacity-75">Accountants</span>
      </span>
    </span>
  );
}
