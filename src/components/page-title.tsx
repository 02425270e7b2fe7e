import { site } from '../config/site';

interface PageTitleProps {
  title: string;
  description: string;
}

/** The document title and description; React 19 hoists these into the document head. */
export function PageTitle({ title, description }: PageTitleProps) {
  return (
    <>
      <title>{title === site.name ? title : `${title} | ${site.name}`}</title>
      <meta name="description" content={description} />
    </>
  );
}
