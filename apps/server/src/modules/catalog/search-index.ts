/**
 * The catalogue's search in memory (docs/decisions/039-search-at-100k.md): every product's search
 * text (name and description as search_text() leaves them: lowercased, accents removed), its
 * category, and its place in the order of names, with two indexes of that text: its
 * three-character pieces, and its words. A term of one to three characters is answered exactly by
 * the pieces starting with it; a longer term of letters and digits by the words holding it; any
 * other term (two words, a hyphen) by the texts holding all its pieces, each checked. Then the
 * matches are ranked by the search's rule and counted, in well under a millisecond where the
 * database would read thousands of rows.
 *
 * The rule (docs/product.md, Search): a product matches when the term is in its name, its
 * description or its category's name, or is its SKU or GTIN; the product whose SKU or GTIN it is
 * comes first, then a name that starts with the term, then a name holding it, then the category's,
 * then the description's, each in the order of names (PostgreSQL's, read when the index is built).
 */

/** One product as the index is built from it, in the order of names (`order by name, id`). */
export interface SearchSourceRow {
  id: number;
  searchName: string;
  searchDescription: string;
  categoryId: number;
  /** search_text(sku) and the GTIN, when it has one: a term equal to one of them finds it first. */
  searchCodes: string[];
}

export interface SearchSourceCategory {
  id: number;
  slug: string;
  /** search_text(name). */
  searchName: string;
}

export interface SearchPage {
  ids: number[];
  totalCount: number;
}

/**
 * A set of places (products in the order of names): the sorted places themselves while few hold
 * it, a bitset once that is smaller (more than one product in 32).
 */
type Posting = Int32Array | Uint32Array;
const isBitset = (posting: Posting): posting is Uint32Array => posting instanceof Uint32Array;

/** The pieces of a text: every three consecutive UTF-16 code units, the text's end padded with 0. */
const END = 0;
const pieceKey = (a: number, b: number, c: number) => (a * 65_536 + b) * 65_536 + c;
const keyOfPiece = (text: string, at: number) =>
  pieceKey(
    text.charCodeAt(at),
    at + 1 < text.length ? text.charCodeAt(at + 1) : END,
    at + 2 < text.length ? text.charCodeAt(at + 2) : END,
  );

/** Rows a build handles before it lets other work run (the build is spread over many turns). */
const BUILD_SLICE = 5_000;

function popcount(word: number) {
  let x = word - ((word >>> 1) & 0x55555555);
  x = (x & 0x33333333) + ((x >>> 2) & 0x33333333);
  return (Math.imul((x + (x >>> 4)) & 0x0f0f0f0f, 0x01010101) >>> 24) & 0xff;
}

/**
 * The pieces of one field (the names, or the descriptions) of every product: for each piece, the
 * places whose text holds it. Built in two passes, counting then filling, so it never holds more
 * than its final size.
 */
class FieldIndex {
  private constructor(
    readonly postings: Map<number, Posting>,
    /** The first character → the keys of the pieces starting with it; the first two → likewise. */
    private readonly byFirst: Map<number, number[]>,
    private readonly byPair: Map<number, number[]>,
  ) {}

  static async build(texts: readonly string[], words: number, yieldTurn: () => Promise<void>) {
    const postings = await buildPostings(texts, words, yieldTurn, (text, visit) => {
      for (let at = 0; at < text.length; at++) visit(keyOfPiece(text, at));
    });
    const byFirst = new Map<number, number[]>();
    const byPair = new Map<number, number[]>();
    for (const key of postings.keys()) {
      group(byPair, Math.floor(key / 65_536), key);
      group(byFirst, Math.floor(key / 65_536 / 65_536), key);
    }
    return new FieldIndex(postings, byFirst, byPair);
  }

  /**
   * Into `into` (cleared first), the places whose text may hold `term`: exactly those for a term of
   * one to three characters, a superset (every piece of it, not necessarily in a row) for a longer one.
   */
  candidates(term: string, into: Uint32Array, scratch: Uint32Array) {
    into.fill(0);
    if (term.length <= 2) {
      const keys =
        term.length === 1
          ? this.byFirst.get(term.charCodeAt(0))
          : this.byPair.get(term.charCodeAt(0) * 65_536 + term.charCodeAt(1));
      for (const key of keys ?? []) orInto(into, this.postings.get(key));
      return;
    }
    const postings: Posting[] = [];
    for (let at = 0; at + 2 < term.length; at++) {
      const posting = this.postings.get(
        pieceKey(term.charCodeAt(at), term.charCodeAt(at + 1), term.charCodeAt(at + 2)),
      );
      if (!posting) return;
      postings.push(posting);
    }
    postings.sort((a, b) => sizeOf(a) - sizeOf(b));
    orInto(into, postings[0]);
    for (const posting of postings.slice(1)) {
      if (isBitset(posting)) {
        andInto(into, posting);
      } else {
        scratch.fill(0);
        orInto(scratch, posting);
        andInto(into, scratch);
      }
    }
  }
}

/** Adds `key` to the keys of `prefix` in `groups`. */
function group(groups: Map<number, number[]>, prefix: number, key: number) {
  const keys = groups.get(prefix);
  if (keys) keys.push(key);
  else groups.set(prefix, [key]);
}

/**
 * For every key `keysOf` gives for some text, the places whose text it was given for: sorted
 * places while few hold it, a bitset of `words` words once more than one place in 32 does. Built
 * in two passes, counting then filling, so it never holds more than its final size.
 */
async function buildPostings(
  texts: readonly string[],
  words: number,
  yieldTurn: () => Promise<void>,
  keysOf: (text: string, visit: (key: number) => void) => void,
): Promise<Map<number, Posting>> {
  const ids = new Map<number, number>();
  let counts = new Int32Array(1024);
  let last = new Int32Array(1024).fill(-1);
  const eachKey = async (visit: (id: number, place: number) => void) => {
    for (let place = 0; place < texts.length; place++) {
      if (place % BUILD_SLICE === BUILD_SLICE - 1) await yieldTurn();
      keysOf(texts[place] ?? '', (key) => {
        let id = ids.get(key);
        if (id === undefined) {
          id = ids.size;
          ids.set(key, id);
          if (id === counts.length) {
            const grown = new Int32Array(id * 2);
            grown.set(counts);
            counts = grown;
            const grownLast = new Int32Array(id * 2).fill(-1);
            grownLast.set(last);
            last = grownLast;
          }
        }
        if (last[id] === place) return;
        last[id] = place;
        visit(id, place);
      });
    }
  };
  await eachKey((id) => {
    counts[id] = (counts[id] ?? 0) + 1;
  });
  const dense = (count: number) => count * 32 > texts.length;
  const postingOf: Posting[] = [];
  for (let id = 0; id < ids.size; id++) {
    const count = counts[id] ?? 0;
    postingOf.push(dense(count) ? new Uint32Array(words) : new Int32Array(count));
  }
  const filled = new Int32Array(ids.size);
  last.fill(-1);
  await eachKey((id, place) => {
    const posting = postingOf[id];
    if (!posting) return;
    if (isBitset(posting)) {
      posting[place >>> 5] = (posting[place >>> 5] ?? 0) | (1 << (place & 31));
    } else {
      posting[filled[id] ?? 0] = place;
      filled[id] = (filled[id] ?? 0) + 1;
    }
  });
  const postings = new Map<number, Posting>();
  for (const [key, id] of ids) {
    const posting = postingOf[id];
    if (posting) postings.set(key, posting);
  }
  return postings;
}

/**
 * Word characters: ASCII letters and digits, and everything past ASCII (the letters search_text()
 * leaves). Every other character (a space, punctuation) ends a word.
 */
const isWordCode = (code: number) =>
  (code >= 48 && code <= 57) || (code >= 97 && code <= 122) || (code >= 65 && code <= 90) || code >= 128;

/** True when `term` is all word characters: then it is inside one word of any text holding it. */
function isOneWord(term: string) {
  for (let at = 0; at < term.length; at++) if (!isWordCode(term.charCodeAt(at))) return false;
  return true;
}

/** Each word of `text` (a run of word characters), in order. */
function eachWord(text: string, visit: (word: string) => void) {
  let start = -1;
  for (let at = 0; at <= text.length; at++) {
    const inWord = at < text.length && isWordCode(text.charCodeAt(at));
    if (inWord && start < 0) start = at;
    else if (!inWord && start >= 0) {
      visit(text.slice(start, at));
      start = -1;
    }
  }
}

/**
 * The words of one field of every product, for a term of word characters only: a text holds such
 * a term exactly when one of its words does, so the places holding it are the union of the places
 * of the words that hold it. The words (a catalogue has a few hundred to some tens of thousands)
 * are themselves indexed by their pieces, so finding those that hold the term reads a few. Exact:
 * no text is read.
 */
class WordIndex {
  private readonly matched: Uint32Array;
  private readonly scratch: Uint32Array;

  private constructor(
    private readonly words: string[],
    private readonly pieces: FieldIndex,
    private readonly postings: Map<number, Posting>,
  ) {
    this.matched = new Uint32Array(Math.ceil(words.length / 32));
    this.scratch = new Uint32Array(this.matched.length);
  }

  static async build(texts: readonly string[], setWords: number, yieldTurn: () => Promise<void>) {
    const idOf = new Map<string, number>();
    const words: string[] = [];
    const postings = await buildPostings(texts, setWords, yieldTurn, (text, visit) =>
      eachWord(text, (word) => {
        let id = idOf.get(word);
        if (id === undefined) {
          id = words.length;
          idOf.set(word, id);
          words.push(word);
        }
        visit(id);
      }),
    );
    const pieces = await FieldIndex.build(words, Math.ceil(words.length / 32), yieldTurn);
    return new WordIndex(words, pieces, postings);
  }

  /** Into `into` (cleared first), exactly the places whose text holds `term` (word characters only). */
  holding(term: string, into: Uint32Array) {
    into.fill(0);
    const { matched, words } = this;
    this.pieces.candidates(term, matched, this.scratch);
    keepMatching(matched, words, term, false);
    for (let i = 0; i < matched.length; i++) {
      let bits = matched[i] ?? 0;
      while (bits !== 0) {
        const lowest = bits & -bits;
        bits ^= lowest;
        orInto(into, this.postings.get(i * 32 + 31 - Math.clz32(lowest)));
      }
    }
  }
}

const sizeOf = (posting: Posting) => (isBitset(posting) ? posting.length * 32 : posting.length);

function orInto(into: Uint32Array, posting: Posting | undefined) {
  if (!posting) return;
  if (isBitset(posting)) {
    for (let i = 0; i < into.length; i++) into[i] = (into[i] ?? 0) | (posting[i] ?? 0);
  } else {
    for (const place of posting) into[place >>> 5] = (into[place >>> 5] ?? 0) | (1 << (place & 31));
  }
}

function andInto(into: Uint32Array, other: Uint32Array) {
  for (let i = 0; i < into.length; i++) into[i] = (into[i] ?? 0) & (other[i] ?? 0);
}

/**
 * Keeps in `set` only the places whose text (`texts[place]`) holds `term` (or, `starting`, starts
 * with it), looking only at places not in `skip` (those stay as they are). A tight loop: a long
 * term's candidates can be many.
 */
function keepMatching(
  set: Uint32Array,
  texts: readonly string[],
  term: string,
  starting: boolean,
  skip?: Uint32Array,
) {
  for (let i = 0; i < set.length; i++) {
    const word = set[i] ?? 0;
    let bits = skip ? word & ~(skip[i] ?? 0) : word;
    let kept = word;
    while (bits !== 0) {
      const lowest = bits & -bits;
      bits ^= lowest;
      const text = texts[i * 32 + 31 - Math.clz32(lowest)] ?? '';
      if (!(starting ? text.startsWith(term) : text.includes(term))) kept ^= lowest;
    }
    set[i] = kept;
  }
}

export class SearchSnapshot {
  /** Working sets of every search, reused (searches run one at a time). */
  private readonly inName: Uint32Array;
  private readonly inDescription: Uint32Array;
  private readonly inCategory: Uint32Array;
  private readonly nameStarts: Uint32Array;
  private readonly inCode: Uint32Array;
  private readonly scratch: Uint32Array;

  private constructor(
    private readonly ids: Int32Array,
    private readonly names: string[],
    private readonly descriptions: string[],
    private readonly nameIndex: FieldIndex,
    private readonly descriptionIndex: FieldIndex,
    private readonly nameWords: WordIndex,
    private readonly descriptionWords: WordIndex,
    /** The places whose name starts with a piece (its first three characters, padded). */
    private readonly nameStartIndex: Map<number, Int32Array>,
    /** The places whose name starts with a character, and with two (the pieces' first ones). */
    private readonly nameStartsByFirst: Map<number, Uint32Array>,
    private readonly nameStartsByPair: Map<number, Uint32Array>,
    private readonly categoryPlaces: Map<number, Uint32Array>,
    private readonly categories: readonly SearchSourceCategory[],
    /** The places of the products whose SKU (as search_text() leaves it) or GTIN is the key. */
    private readonly codePlaces: Map<string, number[]>,
  ) {
    const words = Math.ceil(ids.length / 32);
    this.inName = new Uint32Array(words);
    this.inDescription = new Uint32Array(words);
    this.inCategory = new Uint32Array(words);
    this.nameStarts = new Uint32Array(words);
    this.inCode = new Uint32Array(words);
    this.scratch = new Uint32Array(words);
  }

  get size() {
    return this.ids.length;
  }

  /**
   * Builds the index from the products in the order of names. Asynchronous only to let the
   * process answer requests between slices of rows; `yieldTurn` waits for the next turn.
   */
  static async build(
    rows: readonly SearchSourceRow[],
    categories: readonly SearchSourceCategory[],
    yieldTurn: () => Promise<void> = () => new Promise((resolve) => setImmediate(resolve)),
  ): Promise<SearchSnapshot> {
    const n = rows.length;
    const words = Math.ceil(n / 32);
    const ids = Int32Array.from(rows, (row) => row.id);
    const names = rows.map((row) => row.searchName);
    const descriptions = rows.map((row) => row.searchDescription);
    const nameIndex = await FieldIndex.build(names, words, yieldTurn);
    const descriptionIndex = await FieldIndex.build(descriptions, words, yieldTurn);
    const nameWords = await WordIndex.build(names, words, yieldTurn);
    const descriptionWords = await WordIndex.build(descriptions, words, yieldTurn);
    const starts = new Map<number, number[]>();
    const categoryPlaces = new Map<number, Uint32Array>();
    const codePlaces = new Map<string, number[]>();
    for (const [place, row] of rows.entries()) {
      for (const code of row.searchCodes) {
        const places = codePlaces.get(code);
        if (places) places.push(place);
        else codePlaces.set(code, [place]);
      }
      if (row.searchName.length > 0) {
        const key = keyOfPiece(row.searchName, 0);
        const places = starts.get(key);
        if (places) places.push(place);
        else starts.set(key, [place]);
      }
      let set = categoryPlaces.get(row.categoryId);
      if (!set) {
        set = new Uint32Array(words);
        categoryPlaces.set(row.categoryId, set);
      }
      set[place >>> 5] = (set[place >>> 5] ?? 0) | (1 << (place & 31));
    }
    const nameStartIndex = new Map([...starts].map(([key, places]) => [key, Int32Array.from(places)]));
    const nameStartsByFirst = new Map<number, Uint32Array>();
    const nameStartsByPair = new Map<number, Uint32Array>();
    const addTo = (sets: Map<number, Uint32Array>, prefix: number, places: Int32Array) => {
      let set = sets.get(prefix);
      if (!set) {
        set = new Uint32Array(words);
        sets.set(prefix, set);
      }
      orInto(set, places);
    };
    for (const [key, places] of nameStartIndex) {
      addTo(nameStartsByPair, Math.floor(key / 65_536), places);
      addTo(nameStartsByFirst, Math.floor(key / 65_536 / 65_536), places);
    }
    return new SearchSnapshot(
      ids,
      names,
      descriptions,
      nameIndex,
      descriptionIndex,
      nameWords,
      descriptionWords,
      nameStartIndex,
      nameStartsByFirst,
      nameStartsByPair,
      categoryPlaces,
      categories,
      codePlaces,
    );
  }

  /** The id of the category with this slug; undefined when none has it. */
  categoryIdOf(slug: string) {
    return this.categories.find((category) => category.slug === slug)?.id;
  }

  /** Every product matching `term` (as search_text() leaves it), best first. */
  matching(term: string): number[] {
    return this.search(term, { limit: this.ids.length, offset: 0 }).ids;
  }

  /**
   * One page of the products matching `term` (already as search_text() leaves it), ranked, and how
   * many match in all; only products of `categoryId` when it is given.
   */
  search(term: string, page: { limit: number; offset: number }, categoryId?: number): SearchPage {
    const { inName, inDescription, inCategory, nameStarts, inCode, scratch, names, descriptions } = this;
    if (term.length === 0) return { ids: [], totalCount: 0 };
    // Up to three characters the pieces tell exactly which texts hold the term; a longer term of
    // word characters only is found exactly by the words holding it. Any other term (two words, a
    // hyphen, a bracket) gets every text holding all its pieces, each then checked.
    const checked = term.length > 3 && !isOneWord(term);
    if (term.length > 3 && !checked) {
      this.nameWords.holding(term, inName);
      this.descriptionWords.holding(term, inDescription);
    } else {
      this.nameIndex.candidates(term, inName, scratch);
      this.descriptionIndex.candidates(term, inDescription, scratch);
    }
    inCategory.fill(0);
    for (const category of this.categories) {
      if (category.searchName.includes(term)) orInto(inCategory, this.categoryPlaces.get(category.id));
    }
    inCode.fill(0);
    for (const place of this.codePlaces.get(term) ?? []) {
      inCode[place >>> 5] = (inCode[place >>> 5] ?? 0) | (1 << (place & 31));
    }
    const only = categoryId === undefined ? undefined : this.categoryPlaces.get(categoryId);
    if (categoryId !== undefined) {
      if (!only) return { ids: [], totalCount: 0 };
      andInto(inName, only);
      andInto(inDescription, only);
      andInto(inCategory, only);
      andInto(inCode, only);
    }
    // A description only matters where the name and the category do not match already.
    if (checked) {
      keepMatching(inName, names, term, false);
      for (let i = 0; i < scratch.length; i++) scratch[i] = (inName[i] ?? 0) | (inCategory[i] ?? 0);
      keepMatching(inDescription, descriptions, term, false, scratch);
    }
    // Names starting with the term: those starting with its first piece (its first three
    // characters, or all of a shorter term and whatever follows), checked when the term is longer.
    nameStarts.fill(0);
    if (term.length >= 3) {
      orInto(nameStarts, this.nameStartIndex.get(keyOfPiece(term, 0)));
      andInto(nameStarts, inName);
      if (term.length > 3) keepMatching(nameStarts, names, term, true);
    } else {
      orInto(
        nameStarts,
        term.length === 1
          ? this.nameStartsByFirst.get(term.charCodeAt(0))
          : this.nameStartsByPair.get(term.charCodeAt(0) * 65_536 + term.charCodeAt(1)),
      );
    }
    andInto(nameStarts, inName);

    // The five ranks, each in the order of names: the SKU or GTIN, a name starting with the term, a
    // name holding it, the category's name, the description. Counted in all; only the page's
    // places are read.
    const wanted = page.offset + page.limit;
    const chosen: number[] = [];
    let totalCount = 0;
    const rank = (word: (i: number) => number) => {
      for (let i = 0; i < inName.length; i++) {
        let bits = word(i);
        if (bits === 0) continue;
        totalCount += popcount(bits);
        while (bits !== 0 && chosen.length < wanted) {
          const lowest = bits & -bits;
          chosen.push(i * 32 + 31 - Math.clz32(lowest));
          bits ^= lowest;
        }
      }
    };
    rank((i) => inCode[i] ?? 0);
    rank((i) => (nameStarts[i] ?? 0) & ~(inCode[i] ?? 0));
    rank((i) => (inName[i] ?? 0) & ~(nameStarts[i] ?? 0) & ~(inCode[i] ?? 0));
    rank((i) => (inCategory[i] ?? 0) & ~(inName[i] ?? 0) & ~(inCode[i] ?? 0));
    rank((i) => (inDescription[i] ?? 0) & ~(inName[i] ?? 0) & ~(inCategory[i] ?? 0) & ~(inCode[i] ?? 0));
    return { ids: chosen.slice(page.offset).map((place) => this.ids[place] ?? 0), totalCount };
  }
}

/** What an index is built from: the products in the order of names, the categories, the version read with them. */
export interface SearchSource {
  rows: SearchSourceRow[];
  categories: SearchSourceCategory[];
  /** `search_version` as the rows were read (db/objects/search-version.sql). */
  version: number;
}

/** Builds a search may wait for in a row while writes keep moving the version on. */
const MAX_BUILDS_WAITED = 3;

/**
 * Keeps one process's SearchSnapshot of the catalogue. Every change of what a search reads moves
 * `search_version` on in the statement that makes it; a search reads the version first and is
 * answered from a snapshot built at that version or later, so an answer never predates a write
 * committed before the request, whichever process made it. When the snapshot is older, the search
 * waits for a build (one at a time, shared by every search waiting; at 100,000 products about two
 * seconds of one core, spread over the event loop's turns). Only while writes keep moving the
 * version on faster than builds finish does a search take the newest snapshot built.
 */
export class SearchIndex {
  private snapshot: SearchSnapshot | undefined;
  private snapshotVersion = -1;
  private building: Promise<void> | undefined;

  constructor(private readonly read: () => Promise<SearchSource>) {}

  /** The snapshot for a search made at `version` (built now if it is older). */
  async at(version: number): Promise<SearchSnapshot> {
    for (let builds = 0; ; builds += 1) {
      if (this.snapshot && (this.snapshotVersion >= version || builds === MAX_BUILDS_WAITED)) {
        return this.snapshot;
      }
      await this.build();
    }
  }

  /**
   * Whether a snapshot has been built, for readiness: a process is not sent requests before its
   * first (at 100,000 products about two seconds). When none is and no build runs (the one at start
   * failed), starts one.
   */
  isBuilt(): boolean {
    if (this.snapshot) return true;
    if (!this.building) this.build().catch(() => undefined);
    return false;
  }

  /** Builds the snapshot again, unless a build runs already: then resolves with that one. */
  build(): Promise<void> {
    this.building ??= this.rebuild().finally(() => {
      this.building = undefined;
    });
    return this.building;
  }

  /** Resolves once no build is running (a failed one included). */
  async settled() {
    await this.building?.catch(() => undefined);
  }

  private async rebuild() {
    const source = await this.read();
    const snapshot = await SearchSnapshot.build(source.rows, source.categories);
    if (source.version >= this.snapshotVersion) {
      this.snapshot = snapshot;
      this.snapshotVersion = source.version;
    }
  }
}
