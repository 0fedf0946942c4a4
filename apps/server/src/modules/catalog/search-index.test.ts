import { describe, expect, it } from 'vitest';
import { SearchIndex, SearchSnapshot, type SearchSource } from './search-index';

// Products in the order of names, as the index is built from them (search text already lowercased
// and without accents, as search_text() leaves it).
const source: SearchSource = {
  version: 7,
  categories: [
    { id: 1, slug: 'botulinum-toxins', searchName: 'botulinum toxins' },
    { id: 2, slug: 'dermal-fillers', searchName: 'dermal fillers' },
    { id: 3, slug: 'orthopedic', searchName: 'orthopedic' },
  ],
  rows: [
    {
      id: 40,
      searchName: 'azzalure 125 units',
      searchDescription: 'a toxin for glabellar lines.',
      categoryId: 1,
      searchCodes: [],
    },
    {
      id: 11,
      searchName: 'botox 100 units',
      searchDescription: 'the original toxin.',
      categoryId: 1,
      searchCodes: [],
    },
    {
      id: 12,
      searchName: 'botox 50 units',
      searchDescription: 'half the vial of botox 100.',
      categoryId: 1,
      searchCodes: [],
    },
    {
      id: 30,
      searchName: 'durolane',
      searchDescription: 'knee injection, like a filler for joints.',
      categoryId: 3,
      searchCodes: [],
    },
    {
      id: 20,
      searchName: 'juvederm voluma',
      searchDescription: 'cheek volume; not botox.',
      categoryId: 2,
      searchCodes: [],
    },
    {
      id: 21,
      searchName: 'restylane 100% pure',
      searchDescription: 'lips_and_cheeks filler.',
      categoryId: 2,
      searchCodes: [],
    },
    {
      id: 50,
      searchName: 'syringe box',
      searchDescription: 'for fillers; ends in xo',
      categoryId: 3,
      searchCodes: [],
    },
  ],
};

const build = () => SearchSnapshot.build(source.rows, source.categories, async () => undefined);
const page = (limit = 15, offset = 0) => ({ limit, offset });

describe('SearchSnapshot', () => {
  it('ranks a name that starts with the term, then a name that holds it, then the category, then the description', async () => {
    const index = await build();
    // "botox": two names start with it; juvederm's description has it.
    expect(index.search('botox', page())).toEqual({ ids: [11, 12, 20], totalCount: 3 });
    // "filler": the category "dermal fillers" holds it (both its products), then descriptions.
    expect(index.search('filler', page())).toEqual({ ids: [20, 21, 30, 50], totalCount: 4 });
    // "units": in names, not at their start, in the order of names.
    expect(index.search('units', page())).toEqual({ ids: [40, 11, 12], totalCount: 3 });
  });

  it('finds two-character terms anywhere, the end of a text included', async () => {
    const index = await build();
    expect(index.search('xo', page())).toEqual({ ids: [50], totalCount: 1 });
    // Names starting with it, a name holding it, the category "botulinum toxins", a description.
    expect(index.search('bo', page())).toEqual({ ids: [11, 12, 50, 40, 20], totalCount: 5 });
  });

  it('takes a one-character term as any product holding that character', async () => {
    const index = await build();
    expect(index.search('%', page())).toEqual({ ids: [21], totalCount: 1 });
    expect(index.search('z', page()).totalCount).toBe(1);
  });

  it('takes % and _ literally, and finds nothing for a piece no product holds', async () => {
    const index = await build();
    expect(index.search('100%', page())).toEqual({ ids: [21], totalCount: 1 });
    expect(index.search('lips_and', page())).toEqual({ ids: [21], totalCount: 1 });
    expect(index.search('qqq', page())).toEqual({ ids: [], totalCount: 0 });
    // Every piece is held somewhere, the whole term nowhere: checked, not guessed.
    expect(index.search('botox 125', page())).toEqual({ ids: [], totalCount: 0 });
  });

  it('pages the ranked list and counts every match', async () => {
    const index = await build();
    expect(index.search('o', page(2, 0)).ids).toEqual([11, 12]);
    expect(index.search('o', page(2, 2))).toEqual({ ids: [30, 20], totalCount: 6 });
    expect(index.search('o', page(15, 30))).toEqual({ ids: [], totalCount: 6 });
  });

  it('finds a longer term of letters and digits by the words holding it, wherever it is in them', async () => {
    const words = await SearchSnapshot.build(
      [
        { id: 1, searchName: 'abcd bcde', searchDescription: 'x', categoryId: 9, searchCodes: [] },
        {
          id: 2,
          searchName: 'volume 10ml',
          searchDescription: 'prefilled abcdef syringe',
          categoryId: 9,
          searchCodes: [],
        },
        {
          id: 3,
          searchName: 'voluma',
          searchDescription: 'the abcde-kit; 10ml',
          categoryId: 9,
          searchCodes: [],
        },
      ],
      [{ id: 9, slug: 'other', searchName: 'other' }],
      async () => undefined,
    );
    // Every piece of "abcde" is in the first name, the term is not: it is not found there.
    expect(words.search('abcde', page())).toEqual({ ids: [2, 3], totalCount: 2 });
    // The inside of a word, a word's end, a whole word, digits and letters together.
    expect(words.search('olum', page())).toEqual({ ids: [2, 3], totalCount: 2 });
    expect(words.search('illed', page())).toEqual({ ids: [2], totalCount: 1 });
    expect(words.search('0ml', page())).toEqual({ ids: [2, 3], totalCount: 2 });
    expect(words.search('10ml', page())).toEqual({ ids: [2, 3], totalCount: 2 });
    expect(words.search('voluma', page())).toEqual({ ids: [3], totalCount: 1 });
    // Across a word's end: checked in the texts.
    expect(words.search('abcde-k', page())).toEqual({ ids: [3], totalCount: 1 });
    expect(words.search('d bcd', page())).toEqual({ ids: [1], totalCount: 1 });
  });

  it('narrows to one category, by id or slug', async () => {
    const index = await build();
    expect(index.search('botox', page(), 2)).toEqual({ ids: [20], totalCount: 1 });
    expect(index.categoryIdOf('orthopedic')).toBe(3);
    expect(index.categoryIdOf('no-such-category')).toBeUndefined();
    expect(index.search('filler', page(), 3)).toEqual({ ids: [30, 50], totalCount: 2 });
  });
});

describe('SearchIndex', () => {
  const indexOf = (read: () => Promise<SearchSource>) => new SearchIndex(read);

  it('answers a search from a snapshot built at its version or later, and waits for one otherwise', async () => {
    let reads = 0;
    let version = 7;
    const index = indexOf(async () => {
      reads += 1;
      return { ...source, version };
    });
    expect((await index.at(7)).search('botox', page()).totalCount).toBe(3);
    expect(await index.at(6)).toBe(await index.at(7));
    expect(reads).toBe(1);

    // A write moved the version on: the next search waits for a build, searches at once share it.
    version = 8;
    const [a, b] = await Promise.all([index.at(8), index.at(8)]);
    expect(a).toBe(b);
    expect(reads).toBe(2);
  });

  it('says it is built once a first snapshot is, and builds again when the first build failed', async () => {
    let fail = true;
    let reads = 0;
    const index = indexOf(async () => {
      reads += 1;
      if (fail) throw new Error('database down');
      return source;
    });
    expect(index.isBuilt()).toBe(false);
    await index.settled();
    expect(reads).toBe(1);
    fail = false;
    // Asked again with no build running: it starts one.
    expect(index.isBuilt()).toBe(false);
    expect(index.isBuilt()).toBe(false);
    await index.settled();
    expect(reads).toBe(2);
    expect(index.isBuilt()).toBe(true);
  });

  it('fails a search whose build fails, and builds again for the next', async () => {
    let fail = true;
    const index = indexOf(async () => {
      if (fail) throw new Error('database down');
      return source;
    });
    await expect(index.at(7)).rejects.toThrow('database down');
    fail = false;
    expect((await index.at(7)).size).toBe(7);
  });

  it('takes the newest snapshot after three builds while writes keep moving the version on', async () => {
    let version = 1;
    const index = indexOf(async () => ({ ...source, version: version++ }));
    // The version read before the search is always ahead of what a build then reads.
    expect((await index.at(1_000)).size).toBe(7);
    expect(version).toBe(4);
  });
});
