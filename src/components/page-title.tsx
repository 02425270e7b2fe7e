import { site } from '../config/site';

interface PageTitleProps {
  title: string;
  description: string;
  /** The page's canonical path, when it differs from the URL shown (a fallback page). */
  canonicalPath?: string;
}

/** The document title and description; React 19 hoists these into the document head. */
export function PageTitle({ title, description, canonicalPath }: PageTitleProps) {
  return (
    <>
      <title>{title === site.name ? title : `${title} | ${site.name}`}</title>
      <meta name="description" content={description} />
      {canonicalPath && <link rel="canonical" href={new URL(canonicalPath, site.url).href} />}
    </>
  );
}
