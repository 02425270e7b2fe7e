/** A list with the site's small teal bullets. */
export function BulletList({ items, className = '' }: { items: readonly string[]; className?: string }) {
  return (
    <ul className={className}>
      {items.map((item) => (
        <li key={item} className="flex gap-3 leading-7">
          <span aria-hidden="true" className="mt-2.5 size-1.5 shrink-0 rounded-full bg-teal-600" />
          {item}
        </li>
      ))}
    </ul>
  );
}
