import { deskPrefix } from '../../../../server/platform/http/http-rules';

/** The desk's addresses, all under the prefix nginx proxies to the service (http-rules.ts). */
export const deskPaths = {
  home: deskPrefix,
  signIn: `${deskPrefix}/sign-in`,
  link: (token: string) => `${deskPrefix}/sign-in/${token}`,
  diary: `${deskPrefix}/diary`,
  cancel: (id: string) => `${deskPrefix}/diary/${encodeURIComponent(id)}/cancel`,
  cancelConfirm: (id: string) => `${deskPrefix}/diary/${encodeURIComponent(id)}/cancel/confirm`,
  enquiries: `${deskPrefix}/enquiries`,
  enquiriesCsv: `${deskPrefix}/enquiries.csv`,
  enquiryStatus: (id: string) => `${deskPrefix}/enquiries/${encodeURIComponent(id)}/status`,
  audit: `${deskPrefix}/audit`,
  sources: `${deskPrefix}/sources`,
  sourcesCsv: `${deskPrefix}/sources.csv`,
  people: `${deskPrefix}/people`,
  peopleExport: `${deskPrefix}/people/export`,
  peopleErase: `${deskPrefix}/people/erase`,
  peopleEraseConfirm: `${deskPrefix}/people/erase/confirm`,
  signOut: `${deskPrefix}/sign-out`,
  signOutEverywhere: `${deskPrefix}/sign-out-everywhere`,
  passkeys: `${deskPrefix}/passkeys`,
  passkeyOptions: `${deskPrefix}/passkeys/options`,
  passkeyAdd: `${deskPrefix}/passkeys/add`,
  passkeyRemove: (id: string) => `${deskPrefix}/passkeys/${encodeURIComponent(id)}/remove`,
  passkeySignInOptions: `${deskPrefix}/passkey-sign-in/options`,
  passkeySignIn: `${deskPrefix}/passkey-sign-in`,
  /** The WebAuthn library's browser bundle, and the desk's script that drives it. */
  webauthnScript: `${deskPrefix}/scripts/webauthn.js`,
  passkeyScript: `${deskPrefix}/scripts/passkeys.js`,
} as const;
