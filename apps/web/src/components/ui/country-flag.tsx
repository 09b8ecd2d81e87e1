// One SVG per country, each emitted as its own hashed asset file: `no-inline` stops Vite from
// turning these small files into data URLs inside this chunk, so the chunk only holds URLs and the
// browser fetches a flag when its <img> comes into view. The path is relative to this file because
// npm hoists country-flag-icons to the repository root's node_modules.
const FLAG_URLS = import.meta.glob<string>('../../../../../node_modules/country-flag-icons/3x2/*.svg', {
  query: '?url&no-inline',
  import: 'default',
  eager: true,
});

const FLAG_BY_ISO: ReadonlyMap<string, string> = new Map(
  Object.entries(FLAG_URLS).map(([path, url]) => [path.slice(path.lastIndexOf('/') + 1, -'.svg'.length), url]),
);

/** `eager` for the first rows of a list, so they show at once (the spec preloads up to 20 flags). */
type CountryFlagProps = { iso: string; className?: string; eager?: boolean };

export function CountryFlag({ iso, className, eager = false }: CountryFlagProps) {
  const src = FLAG_BY_ISO.get(iso.toUpperCase());
  const classes = `inline-block h-[15px] w-5 shrink-0 rounded-[2px] ${className ?? ''}`.trim();
  if (!src) return <span aria-hidden="true" data-flag-missing="" className={`${classes} bg-neutral-300`} />;
  return (
    <img
      src={src}
      alt=""
      width={20}
      height={15}
      loading={eager ? 'eager' : 'lazy'}
      decoding="async"
      className={`${classes} object-cover`}
    />
  );
}
