import { describe, expect, it } from 'vitest';
import { ImageQuery } from './image-schemas';
import { IMAGE_WIDTHS, imageSrcSet, isImageWidth, resizedImageUrl } from './images';

describe('imageSrcSet', () => {
  it('lists each width of a stored image, smallest first', () => {
    expect(imageSrcSet('/images/abc', [640, 320])).toBe('/images/abc?w=320 320w, /images/abc?w=640 640w');
  });

  it('uses every allowed width by default and drops an existing query', () => {
    const srcSet = imageSrcSet('/images/abc?w=96');
    expect(srcSet.split(', ')).toHaveLength(IMAGE_WIDTHS.length);
    expect(srcSet.startsWith('/images/abc?w=96 96w, /images/abc?w=160 160w')).toBe(true);
  });

  it('ignores URLs that are not stored images', () => {
    expect(imageSrcSet('https://cdn.example/a.webp')).toBe('');
    expect(imageSrcSet('data:image/png;base64,AAAA')).toBe('');
    expect(imageSrcSet('/placeholder.svg')).toBe('');
    expect(imageSrcSet('/images/a/b')).toBe('');
  });
});

describe('resizedImageUrl', () => {
  it('points a stored image at its variant and leaves other URLs alone', () => {
    expect(resizedImageUrl('/images/abc', 480)).toBe('/images/abc?w=480');
    expect(resizedImageUrl('https://cdn.example/a.webp', 480)).toBe('https://cdn.example/a.webp');
  });
});

describe('image width rules', () => {
  it('accepts only the fixed widths', () => {
    expect(isImageWidth(320)).toBe(true);
    expect(isImageWidth(123)).toBe(false);
    expect(ImageQuery.parse({ w: '320' })).toEqual({ w: 320 });
    expect(ImageQuery.parse({})).toEqual({});
    expect(ImageQuery.safeParse({ w: '123' }).success).toBe(false);
    expect(ImageQuery.safeParse({ w: 'abc' }).success).toBe(false);
    expect(ImageQuery.safeParse({ w: '320', h: '1' }).success).toBe(false);
  });
});
