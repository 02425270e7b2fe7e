import { useEffect, useState } from 'react';
import { useLocation } from 'react-router-dom';
import { chatUrl } from '../../config/site';
import { WhatsAppIcon } from './icons';
import { frame } from '../../content/frame';

/**
 * The floating chat link. It steps out of the way while an element marked `data-avoid-chat` (the
 * footer, the enquiry form's submit button) passes through the bottom band of the screen where the
 * link sits, so on a phone it never covers them. It stays a tab stop throughout, and shows while it
 * has focus: it is last in the page, so focus reaches it just as the footer scrolls under it.
 */
export function ChatLink() {
  const [covering, setCovering] = useState(false);
  const { pathname } = useLocation();

  useEffect(() => {
    const targets = document.querySelectorAll('[data-avoid-chat]');
    if (targets.length === 0 || !('IntersectionObserver' in window)) return;
    const intersecting = new Set<Element>();
    const observer = new IntersectionObserver(
      (entries) => {
        for (const entry of entries) {
          if (entry.isIntersecting) intersecting.add(entry.target);
          else intersecting.delete(entry.target);
        }
        setCovering(intersecting.size > 0);
      },
      // Only the bottom band of the viewport, where the link sits, counts.
      { rootMargin: '-80% 0px 0px 0px' },
    );
    targets.forEach((target) => observer.observe(target));
    return () => observer.disconnect();
  }, [pathname]);

  return (
    <a
      href={chatUrl()}
      target="_blank"
      rel="noopener noreferrer"
      aria-label={frame.chatLink}
      data-hidden={covering}
      className={`fixed right-4 bottom-4 z-30 flex size-14 items-center justify-center rounded-full border border-transparent bg-teal-700 text-white shadow-raised transition-[opacity,transform] duration-200 hover:bg-teal-800 sm:right-6 sm:bottom-6 short:right-2 short:bottom-2 short:size-10 ${
        covering
          ? 'not-focus:pointer-events-none not-focus:translate-y-4 not-focus:opacity-0 focus:transition-none'
          : ''
      }`}
    >
      <WhatsAppIcon />
    </a>
  );
}
