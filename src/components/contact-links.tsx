import type { ReactNode } from 'react';
import { site } from '../config/site';
import { MailIcon, PhoneIcon } from './icons';

const linkStyles = 'inline-flex items-center gap-2 font-semibold hover:underline';

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

/** The firm's email address as a mailto: link, with its icon. */
export function EmailLink() {
  return (
    <a href={`mailto:${site.email}`} className={linkStyles}>
      <MailIcon className="size-5 text-teal-700" />
      {site.email}
    </a>
  );
}

/** Phone and email, as a list: where a page offers the visitor another way to reach the firm. */
export function ContactLinkList({ className = '' }: { className?: string }) {
  return (
    <ul className={className}>
      <li>
        <PhoneLink />
      </li>
      <li>
        <EmailLink />
      </li>
    </ul>
  );
}
