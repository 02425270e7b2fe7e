import { createContext, useContext, useEffect } from 'react';
import { useLocation } from 'react-router-dom';
import { documentTitle } from '../app/document-title';
import type { HeadData } from '../app/head';

/** Set while prerendering: the page hands its head to it, to be written into the HTML. */
export const HeadCollectorContext = createContext<((head: HeadData) => void) | null>(null);

type PageHeadProps = Omit<HeadData, 'canonicalPath'> & {
  /** Only where the page shows another page's content; otherwise the URL's own path. */
  canonicalPath?: string;
};

/** The page's title, description, canonical URL and structured data. */
export function PageHead({ canonicalPath, ...rest }: PageHeadProps) {
  const { pathname } = useLocation();
  const head: HeadData = { ...rest, canonicalPath: canonicalPath ?? (pathname.replace(/(.)\/+$/, '$1') || '/') };
  useContext(HeadCollectorContext)?.(head);

  const key = JSON.stringify(head);
  useEffect(() => {
    const current = JSON.parse(key) as HeadData;
    // A prerendered page arrives with this head already written; only later pages (and the app
    // shell's generic head) need it applied, by a small module loaded when first needed.
    if (document.title === documentTitle(current.title)) return;
    void import(/* webpackChunkName: "head" */ '../app/apply-head').then(({ applyHead }) => applyHead(current));
  }, [key]);
  return null;
}
