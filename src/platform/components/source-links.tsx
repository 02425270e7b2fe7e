import { textLinkStyles } from './text-link-styles';

/** Sources cited in a line of text: each its own link, separated by semicolons. */
export function SourceLinks({ sources }: { sources: readonly { url: string; title: string }[] }) {
  return (
    <>
      {sources.map((source, index) => (
        <span key={source.url}>
          {index > 0 && '; '}
          <a href={source.url} className={textLinkStyles}>
            {source.title}
          </a>
        </span>
      ))}
    </>
  );
}
