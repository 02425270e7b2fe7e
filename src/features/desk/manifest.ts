import type { FeatureManifest } from '../../platform/feature-manifest';
import { deskCookiePolicy, deskPrivacy } from './content/privacy';

/** The firm's staff desk: no public page (the service renders it under /desk), what it keeps and its cookies (see FeatureManifest). */
export const deskManifest: FeatureManifest = {
  name: 'desk',
  pages: {},
  privacy: deskPrivacy,
  cookies: deskCookiePolicy,
};
