import { site } from '../../config/site';
import { MailIcon } from './icons';
import { linkStyles, PhoneLink } from './phone-link';

export { PhoneLink };

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
