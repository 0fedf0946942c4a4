import { uploadMessages } from '@shop/contract/admin-messages';
import { adminShopMessages } from '@shop/contract/admin-shop-messages';
import { ACCEPTED_IMAGE_TYPES, MEGABYTE } from '@shop/contract/upload-schemas';
import { toast } from './use-toast';

/** The file picker's `accept`: the image types the shop takes. */
export const ACCEPT_IMAGES = ACCEPTED_IMAGE_TYPES.join(',');

export const isAcceptedImageType = (type: string) =>
  ACCEPTED_IMAGE_TYPES.some((accepted) => accepted === type);

/** Why a picked file cannot be used, found before anything is sent, and its message. */
export type ImageFileProblem = { kind: 'type' | 'empty' | 'size'; message: string };

/** A picked file checked against the shop's image types and `maxBytes` (the contract's messages). */
export function imageFileProblem(file: File, maxBytes: number): ImageFileProblem | undefined {
  const label = uploadMessages.fileLabel(file.name);
  if (!isAcceptedImageType(file.type)) return { kind: 'type', message: uploadMessages.notAnImage(label) };
  if (file.size === 0) return { kind: 'empty', message: uploadMessages.empty(label) };
  if (file.size > maxBytes) {
    return { kind: 'size', message: uploadMessages.tooLarge(label, maxBytes / MEGABYTE) };
  }
  return undefined;
}

/**
 * The toast that says what kind of file to pick instead, beside the refused file's own message: a
 * type the shop does not take, or a file over `maxBytes`. An empty file has no toast.
 */
export function toastImageFileProblem(kind: ImageFileProblem['kind'], maxBytes: number) {
  if (kind === 'type') {
    toast({
      variant: 'destructive',
      title: adminShopMessages.invalidFileTypeTitle,
      description: adminShopMessages.invalidFileType,
    });
  } else if (kind === 'size') {
    toast({
      variant: 'destructive',
      title: adminShopMessages.fileTooLargeTitle,
      description: adminShopMessages.fileTooLarge(maxBytes / MEGABYTE),
    });
  }
}

/** A file's bytes as a data URL, for an image the server stores when the form is saved. */
export function readAsDataUrl(file: File): Promise<string> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.addEventListener('load', () =>
      typeof reader.result === 'string' ? resolve(reader.result) : reject(new Error('Unreadable file')),
    );
    reader.addEventListener('error', () => reject(reader.error ?? new Error('Unreadable file')));
    reader.readAsDataURL(file);
  });
}
