import { absoluteUrl, documentTitle, structuredData, type HeadData } from './head';

function setMeta(attribute: 'name' | 'property', key: string, content: string | null): void {
  let element = document.head.querySelector<HTMLMetaElement>(`meta[${attribute}="${key}"]`);
  if (content === null) {
    element?.remove();
    return;
  }
  if (!element) {
    element = document.createElement('meta');
    element.setAttribute(attribute, key);
    document.head.append(element);
  }
  element.content = content;
}

/**
 * Brings the document head in line with the page after a client-side navigation, so the title,
 * description, canonical URL, sharing tags and structured data match what prerendering wrote.
 */
export function applyHead(head: HeadData): void {
  const title = documentTitle(head.title);
  const url = absoluteUrl(head.canonicalPath);
  document.title = title;
  setMeta('name', 'description', head.description);
  setMeta('name', 'robots', head.noindex ? 'noindex' : null);
  setMeta('property', 'og:title', title);
  setMeta('property', 'og:description', head.description);
  setMeta('property', 'og:url', url);
  setMeta('name', 'twitter:title', title);
  setMeta('name', 'twitter:description', head.description);

  let canonical = document.head.querySelector<HTMLLinkElement>('link[rel="canonical"]');
  if (head.noindex) {
    canonical?.remove();
  } else {
    if (!canonical) {
      canonical = document.createElement('link');
      canonical.rel = 'canonical';
      document.head.append(canonical);
    }
    canonical.href = url;
  }

  document.head.querySelectorAll('script[type="application/ld+json"]').forEach((script) => script.remove());
  for (const block of structuredData(head)) {
    const script = document.createElement('script');
    script.type = 'application/ld+json';
    script.textContent = JSON.stringify(block);
    document.head.append(script);
  }
}
