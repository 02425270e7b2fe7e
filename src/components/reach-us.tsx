import { ContactLinkList } from './contact-links';
import { frame } from '../content/frame';

/**
 * The firm's phone and email where a form's outcome leaves the visitor: beside the next steps once
 * an enquiry or booking is in, and under the reason when one was refused or could not be stored.
 * One markup for the enquiry and booking pages alike.
 */

/** Beside the next steps: "if it is urgent", with the phone and email. */
export function ReachUsAside({ text }: { text: string }) {
  return (
    <aside
      aria-label={frame.contactDetails}
      className="self-start rounded-2xl border border-slate-200 bg-slate-50 p-6 shadow-card"
    >
      <p className="leading-7 text-slate-700">{text}</p>
      <ContactLinkList className="mt-5 space-y-3" />
    </aside>
  );
}

/** Under a refusal's reason on its own page: the other ways to reach the firm. */
export function ReachUsOtherWays({ text }: { text: string }) {
  return (
    <>
      <p className="mt-8 leading-7 text-slate-700">{text}</p>
      <ContactLinkList className="mt-4 flex flex-wrap gap-x-8 gap-y-3" />
    </>
  );
}

/** In a form's outcome region: it was not stored, why, and the other ways to reach the firm. */
export function NotStoredBox({
  heading,
  message,
  alternatives,
}: {
  heading: string;
  message: string;
  alternatives: string;
}) {
  return (
    <div className="rounded-xl border-2 border-red-700 bg-white p-5">
      <h3 className="text-lg font-semibold text-ink-900">{heading}</h3>
      <p className="mt-2 text-slate-700">{message}</p>
      <p className="mt-2 text-slate-700">{alternatives}</p>
      <ContactLinkList className="mt-3 space-y-2 text-ink-900" />
    </div>
  );
}
