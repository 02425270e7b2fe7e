import type { PolicyContent } from '../../content/types';
import { cookiePolicyPage } from '../site-pages';

/*
 * Derived at build time (see src/content/indexes/README.md): the cookie policy's page gets its
 * words, with every feature's cookie in them, not the manifests they are put together from.
 */

export const cookiePolicy: PolicyContent = cookiePolicyPage;
