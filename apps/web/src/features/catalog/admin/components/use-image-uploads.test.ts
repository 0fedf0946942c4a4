import { describe, expect, it } from 'vitest';
import { fileProblem } from './use-image-uploads';

const MB = 1024 * 1024;
const file = (name: string, type: string, size: number) => new File([new Uint8Array(size)], name, { type });

describe('fileProblem (checked before an upload is sent)', () => {
  it('takes JPEG, PNG, GIF and WebP files up to the screen’s limit', () => {
    for (const type of ['image/jpeg', 'image/png', 'image/gif', 'image/webp']) {
      expect(fileProblem(file('photo', type, 1000), 'manager')).toBeUndefined();
    }
    expect(fileProblem(file('big.png', 'image/png', 10 * MB), 'manager')).toBeUndefined();
  });

  it('names the file and the reason otherwise', () => {
    expect(fileProblem(file('logo.svg', 'image/svg+xml', 1000), 'manager')).toBe(
      '"logo.svg" is not a JPEG, PNG, GIF or WebP image.',
    );
    expect(fileProblem(file('empty.png', 'image/png', 0), 'manager')).toBe('"empty.png" is empty.');
    expect(fileProblem(file('huge.png', 'image/png', 10 * MB + 1), 'manager')).toBe(
      '"huge.png" is larger than 10 MB.',
    );
    // The add-product page takes 5 MB a file.
    expect(fileProblem(file('mid.png', 'image/png', 6 * MB), 'product-form')).toBe(
      '"mid.png" is larger than 5 MB.',
    );
  });
});
