/**
 * Where the desktop search box goes (spec §2 "Search"). Server-side search arrives with the
 * catalogue search release; until then the header keeps this place empty rather than show a box
 * that cannot search.
 */
export function HeaderSearchSlot() {
  return null;
}
