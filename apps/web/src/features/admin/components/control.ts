/** The look of the console's text fields and selects. */
export const control =
  'w-full rounded-lg border border-emerald/30 bg-white px-3 py-2 text-base text-ink shadow-sm focus:border-emerald focus:outline-none aria-[invalid=true]:border-danger';
