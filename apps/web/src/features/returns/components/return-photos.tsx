import { returnScreenMessages as s } from '@shop/contract/returns';

/** A return's photos as small pictures, each linking to itself in full (`src` of each by its id). */
export function ReturnPhotos({
  photos,
  src,
}: {
  photos: readonly { id: number }[];
  src: (photoId: number) => string;
}) {
  if (photos.length === 0) return null;
  return (
    <ul className="flex flex-wrap gap-2">
      {photos.map((photo, index) => (
        <li key={photo.id}>
          <a href={src(photo.id)} target="_blank" rel="noreferrer">
            <img
              src={src(photo.id)}
              alt={s.photoAlt(index + 1)}
              className="size-16 rounded-md border object-cover"
              loading="lazy"
            />
          </a>
        </li>
      ))}
    </ul>
  );
}
