import { Upload } from 'lucide-react';
import { useId, useRef, useState, type DragEvent, type ReactNode } from 'react';
import { cn } from '@/lib/cn';
import { Button } from './button';

type ImageDropZoneProps = {
  /** The files dropped or chosen, as they came; the caller checks and uploads them. */
  onFiles: (files: File[]) => void;
  accept: string;
  disabled: boolean;
  buttonLabel: string;
  /** The hidden file input's accessible name: how a screen reader (and a test) reaches it. */
  inputLabel: string;
  inputName?: string;
  /** Under the button: which files are taken. */
  hint: ReactNode;
  /** A message about the images (its id), which the button is described by too. */
  errorId?: string | undefined;
  className?: string;
  'data-testid'?: string;
};

const carriesFiles = (event: DragEvent) => event.dataTransfer.types.includes('Files');

/**
 * Where image files are dropped or chosen (the add-product page and the image manager): a dashed
 * area that lights up while files are dragged over it, with a button for the file picker.
 */
export function ImageDropZone({
  onFiles,
  accept,
  disabled,
  buttonLabel,
  inputLabel,
  inputName,
  hint,
  errorId,
  className,
  'data-testid': testId,
}: ImageDropZoneProps) {
  const inputRef = useRef<HTMLInputElement>(null);
  const [dragging, setDragging] = useState(false);
  const hintId = `${useId()}-hint`;

  return (
    <div
      data-testid={testId}
      className={cn(
        'flex flex-col items-center gap-2 rounded-lg border-2 border-dashed p-4 text-center text-sm transition-colors',
        dragging ? 'border-primary bg-accent/50' : 'border-input',
        errorId && 'border-destructive',
        className,
      )}
      onDragOver={(event) => {
        if (disabled || !carriesFiles(event)) return;
        event.preventDefault();
        event.dataTransfer.dropEffect = 'copy';
        setDragging(true);
      }}
      onDragLeave={() => setDragging(false)}
      onDrop={(event) => {
        if (disabled || !carriesFiles(event)) return;
        event.preventDefault();
        setDragging(false);
        onFiles([...event.dataTransfer.files]);
      }}
    >
      <Upload aria-hidden="true" className="size-6 text-muted-foreground" />
      <p>Drag and drop images here, or</p>
      <Button
        variant="outline"
        size="sm"
        onClick={() => inputRef.current?.click()}
        disabled={disabled}
        aria-describedby={errorId ? `${hintId} ${errorId}` : hintId}
      >
        {buttonLabel}
      </Button>
      <input
        ref={inputRef}
        name={inputName}
        type="file"
        multiple
        accept={accept}
        aria-label={inputLabel}
        tabIndex={-1}
        className="sr-only"
        disabled={disabled}
        onChange={(event) => {
          onFiles([...(event.target.files ?? [])]);
          // The same file may be picked again after a failure or a removal.
          event.target.value = '';
        }}
      />
      <p id={hintId} className="text-xs text-muted-foreground">
        {hint}
      </p>
    </div>
  );
}
