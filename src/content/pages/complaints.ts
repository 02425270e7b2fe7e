import { registeredOffice, site } from '../../config/site';
import type { PolicyContent } from '../types';
import * as sources from '../sources';

const { legal } = site;

/**
 * How the firm handles a complaint about its service: whom to write to and the times it commits
 * to. ICAEW asks a complainant to give the accountant 28 days to reply before it is approached
 * (sources.icaewMakeAComplaint). Here, with the page, rather than in the site's config, which every
 * page's script carries.
 */
const complaints = {
  handledBy: 'a director who was not involved in the work you are complaining about',
  acknowledgeWithin: 'three working days',
  respondWithin: '28 days',
};
const body = legal.professionalBody.shortName;

/**
 * `/complaints`: how to complain about our service, how fast we answer, how to take it further,
 * and what the firm's professional body can and cannot do (ICAEW's own pages, cited). Linked from
 * the footer, the terms and every email a visitor receives.
 */
const page: PolicyContent = {
  path: '/complaints',
  title: 'Complaints',
  metaDescription: `How to complain about our service at ${site.name}: whom to contact, how quickly we reply, and when and how to take it further to ICAEW.`,
  lastUpdated: '2026-11-28',
  sources: [sources.icaewMakeAComplaint, sources.icaewComplainantFaqs],
  reviewedBy: 'Eleanor Hartley',
  reviewedOn: '2026-11-28',
  intro: [
    `If you are unhappy with our service, a booking, this website or anything else we have done, please tell us. Most things can be put right quickly once we know about them, and a complaint never affects how we treat you or your work.`,
  ],
  sections: [
    {
      heading: 'How to complain',
      paragraphs: [
        `Email ${site.email} with “Complaint” in the subject, call ${site.phone.display} (${site.hours.summary}), or write to us at ${registeredOffice}. Tell us what went wrong, what you would like us to do, and how to reach you. If you are a client, your engagement letter names the person to write to as well.`,
      ],
    },
    {
      heading: 'What we do, and how fast',
      list: [
        `We acknowledge your complaint within ${complaints.acknowledgeWithin}, and tell you who is looking into it: ${complaints.handledBy}.`,
        `We look into it and send you a full written response within ${complaints.respondWithin} of receiving it. If we need longer, we tell you before then why, and when you will have it.`,
        'If you are not satisfied with our response, tell us, and a second director who has not been involved reviews the complaint and writes to you with the outcome.',
      ],
      paragraphs: [],
    },
    {
      heading: `Taking it further: ${body}`,
      paragraphs: [
        `We are a member firm of the ${legal.professionalBody.name} (${body}). If we have not resolved your complaint, you can complain to ${body}; its page on making a complaint is listed below. ${body} asks you to raise the matter with us first, in writing, and to give us 28 days to reply.`,
        `${body} looks at whether an accountant or firm it regulates has fallen short of its professional standards and rules, and can take disciplinary action. It is not there to settle a disagreement about fees, which is a matter of your contract with us, and it does not decide claims for money: if you think you have a claim against us, ${body} advises taking legal advice straight away rather than waiting for its process to finish.`,
      ],
    },
    {
      heading: 'Complaints about your personal data',
      paragraphs: [
        `A complaint about how we have handled your personal data follows our privacy policy’s procedure, and can go to the Information Commissioner’s Office.`,
      ],
    },
  ],
};

export default page;
