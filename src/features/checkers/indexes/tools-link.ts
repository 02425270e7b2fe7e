import tools from '../content/pages/tools';
import type { PageLink } from '../../../content/types';

/*
 * Derived at build time (see src/content/indexes/README.md): a checker's breadcrumbs name /tools,
 * its parent, from this, not from the tools page's whole copy.
 */

export const toolsLink: PageLink = { path: tools.path, title: tools.title };
