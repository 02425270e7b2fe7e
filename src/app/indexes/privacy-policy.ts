import type { PolicyContent } from '../../content/types';
import { privacyPolicyPage } from '../site-pages';

/*
 * Derived at build time (see src/content/indexes/README.md): the privacy policy's page gets its
 * words, with every feature's declaration in them, not the manifests they are put together from.
 */

export const privacyPolicy: PolicyContent = privacyPolicyPage;
