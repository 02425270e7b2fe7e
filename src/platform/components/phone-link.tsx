import type { ReactNode } from 'react';
import { site } from '../../config/site';
import { PhoneIcon } from './icons';

/** A contact link in running text: icon and words on one line. */
export const linkStyles = 'inline-flex items-center gap-2 font-semibold hover:underline';

/**
 * A tel: link to the firm's phone, the only place one is built: by default the number with its
 * icon, in running text's style; a call to action gives its own look and words.
 */
export function PhoneLink({ className = linkStyles, children }: { className?: string; children?: ReactNode }) {
  return (
    <a href={`tel:${site.phone.e164}`} className={className}>
      {children ?? (
        <>
          <PhoneIcon className="size-5 text-teal-700" />
          {site.phone.display}
        </>
      )}
    </a>
  );
}
