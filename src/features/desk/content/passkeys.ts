import { site } from '../../../config/site';

/** The words of the desk's passkeys: the passkeys page, the sign-in page's passkey button, the answers. */
export const passkeyCopy = {
  party: `${site.shortName} staff desk`,
  nav: 'Passkeys',
  title: 'Your passkeys',
  lead: 'A passkey signs you in with your device’s fingerprint, face or PIN instead of an emailed link. It stays on your device (or your password manager): the desk keeps only its public half.',
  add: 'Add a passkey',
  addHint: 'Your browser asks which device or password manager should keep it.',
  needsScript:
    'Adding a passkey needs JavaScript, which is off in this browser. You can still sign in with an emailed link.',
  none: 'You have no passkeys yet.',
  added: (date: string) => `Added ${date}`,
  lastUsed: (date: string) => `last used ${date}`,
  neverUsed: 'not used yet',
  remove: 'Remove this passkey',
  removeLabel: (n: number) => `Passkey ${n}`,
  addedNotice: 'Your passkey is added. Next time, choose “Sign in with a passkey”.',
  removedNotice: 'The passkey is removed: it no longer signs you in.',
  goneNotice: 'That passkey was already removed.',
  signIn: 'Sign in with a passkey',
  signInHint: 'Or, if you have added a passkey on this device or in your password manager:',
  waiting: 'Follow your browser’s steps…',
  failed: 'That did not work. Try again, or sign in with an emailed link.',
  refused: 'That passkey does not sign anyone in here. Sign in with an emailed link.',
  notAdded: 'The passkey was not added. Try again.',
} as const;
