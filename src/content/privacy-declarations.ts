import { bookingPrivacy } from '../features/booking/content/privacy';
import { deskPrivacy } from '../features/desk/content/privacy';
import { enquiryPrivacy } from '../features/enquiry/content/privacy';
import { alertsPrivacy } from '../features/key-dates/content/privacy';
import type { PrivacyDeclaration } from '../platform/privacy/declaration';
import { serversPrivacy } from '../platform/privacy/servers';

/** Every declaration of what the system keeps, in the privacy policy's order: each is the feature's own. */
export const privacyDeclarations: readonly PrivacyDeclaration[] = [
  serversPrivacy,
  enquiryPrivacy,
  bookingPrivacy,
  alertsPrivacy,
  deskPrivacy,
];
