import method from './content/method';

/** How the key dates are worked out, and what is not listed yet: prose the pages prerender. */
export default function KeyDatesMethod() {
  return (
    <section aria-labelledby="method-heading" className="max-w-3xl space-y-4 text-slate-700">
      <h2 id="method-heading" className="text-2xl font-semibold tracking-tight text-ink-900">
        {method.heading}
      </h2>
      {method.paragraphs.map((paragraph) => (
        <p key={paragraph.slice(0, 30)}>{paragraph}</p>
      ))}
      <h3 className="pt-2 text-lg font-semibold text-ink-900">{method.leftOutHeading}</h3>
      <ul className="list-disc space-y-2 pl-5">
        {method.leftOut.map((item) => (
          <li key={item.slice(0, 30)}>{item}</li>
        ))}
      </ul>
    </section>
  );
}
