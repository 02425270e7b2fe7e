import { site } from '../../config/site';
import type { PolicyContent } from '../types';
import { website } from '../legal';
import type { CookieDeclaration } from '../../platform/privacy/cookies';
import * as sources from '../sources';

/**
 * The cookie policy, with a section for each cookie a feature declares (its manifest's `cookies`,
 * put together at the root: src/app/site-pages.ts), so that the policy cannot drift from what is set.
 */
export default function cookiePolicy(cookies: readonly CookieDeclaration[]): PolicyContent {
  return {
    path: '/cookie-policy',
    title: 'Cookie policy',
    metaDescription: `The ${site.name} website sets no cookies for visitors, uses no analytics or trackers and stores nothing on your device, so it asks for no consent.`,
    lastUpdated: '2026-11-28',
    sources: [sources.pecr2003, sources.duaa2025, sources.ico],
    reviewedBy: 'Eleanor Hartley',
    reviewedOn: '2026-11-28',
    intro: [
      `This policy explains how ${website} deals with cookies and similar technologies. The short version: for visitors it uses none of them. The one cookie it has is for the firm’s own staff when they sign in to their desk.`,
    ],
    sections: [
      {
        heading: 'Cookies and similar technologies',
        paragraphs: [
          'Cookies are small files a website asks your browser to store so that it can recognise your device later. Similar technologies include local storage, session storage, tracking pixels and device fingerprinting.',
          'The Privacy and Electronic Communications Regulations 2003 (PECR), as amended by the Data (Use and Access) Act 2025, say that a website may store information on your device, or read information from it, only with your consent, unless an exception applies. The long-standing exception covers storage that is strictly necessary for a service you have asked for. The Data (Use and Access) Act 2025 adds exceptions for a few low-risk purposes, such as collecting statistics to improve a website, remembering how you have chosen to display it, and keeping it secure, provided, for most of them, you are told clearly and given a simple way to object.',
          'This website does not need any of these exceptions, because it stores nothing on your device at all.',
        ],
      },
      {
        heading: 'What this website uses',
        paragraphs: [
          'For visitors, none. This website sets no cookies for anyone reading it, booking or getting in touch, first-party or third-party. It uses no analytics, advertising or social media tools, and no tracking pixels. Fonts and images are served from our own servers: your browser connects only to the servers run for us by our hosting provider, and to no analytics, advertising, font or social-media service.',
        ],
      },
      ...cookies,
      {
        heading: 'What is stored on your device',
        paragraphs: ['Nothing.'],
        list: [
          'Cookies: none.',
          'Local storage: none.',
          'Session storage: none.',
          'The enquiry form: what you type stays in the page and is not saved to your device. When you press send, it goes to our server and on to our inbox, as our privacy policy explains, and the form is cleared.',
        ],
      },
      {
        heading: 'Why there is no cookie banner',
        paragraphs: [
          'A consent banner exists to ask permission for storage that is not strictly necessary. This website stores nothing on your device, so there is nothing to ask permission for, and we do not show one.',
          'Your browser may still keep copies of pages, fonts and images in its ordinary cache so that they load faster next time. That cache is managed by your browser, identifies no one and can be cleared in your browser’s settings.',
        ],
      },
      {
        heading: 'WhatsApp and other websites',
        paragraphs: [
          'The floating chat link opens WhatsApp only if you choose to click it. WhatsApp is a separate service that may use cookies and similar technologies under its own cookie and privacy policies. The same applies to any other website we link to.',
        ],
      },
      {
        heading: 'If this changes',
        paragraphs: [
          'If we ever add anything that stores or reads information on your device, we will update this policy first. Where the law requires consent, we will ask for it before anything is set, and you would be free to refuse without losing access to the site. Where one of the newer exceptions applies instead, we will tell you here what is stored and why, and how to object.',
          `Questions about this policy can go to ${site.privacyEmail}.`,
        ],
      },
    ],
  };
}
