import { uploadMessages } from '@shop/contract/admin-messages';
import { EMBEDDED_IMAGE_MAX_BYTES } from '@shop/contract/upload-schemas';
import { useState } from 'react';
import { imageFileProblem, readAsDataUrl, type ImageFileProblem } from './image-files';

/** A picked image file read whole: the server stores it when the form is saved (decision 016). */
export type EmbeddedImage = { name: string; dataUrl: string };

type ImageFileReaderHandlers = {
  onImage: (image: EmbeddedImage) => void;
  /** The contract's message; `kind` when the file was refused before it was read (see imageFileProblem). */
  onProblem: (message: string, kind?: ImageFileProblem['kind']) => void;
};

/**
 * Reads a picked image file into a data URL, up to the embedded image's size: a file of another
 * type, empty or too large is refused before it is read, and one that cannot be read says so.
 * `reading` is true while it reads.
 */
export function useImageFileReader({ onImage, onProblem }: ImageFileReaderHandlers) {
  const [reading, setReading] = useState(false);
  const read = async (file: File | undefined) => {
    if (!file) return;
    const problem = imageFileProblem(file, EMBEDDED_IMAGE_MAX_BYTES);
    if (problem) {
      onProblem(problem.message, problem.kind);
      return;
    }
    setReading(true);
    try {
      onImage({ name: file.name, dataUrl: await readAsDataUrl(file) });
    } catch {
      onProblem(uploadMessages.unreadable(uploadMessages.fileLabel(file.name)));
    } finally {
      setReading(false);
    }
  };
  return { reading, read };
}
