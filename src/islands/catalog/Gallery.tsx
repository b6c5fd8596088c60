import { type KeyboardEvent, useRef, useState } from 'react';
import { CATALOG_CORE_MESSAGES as M } from '../../../contract/catalog/catalog-core.messages';
import { mediaUrl } from '../../lib/shared/media';
import Button from '../shared/Button';

type Image = { path: string; alt: string };

/** Product images: a main picture and thumbnail buttons (arrow keys, Home and End move between them). */
export default function Gallery({ images, name }: { images: Image[]; name: string }) {
  const [current, setCurrent] = useState(0);
  const thumbs = useRef<(HTMLButtonElement | null)[]>([]);
  const shown = images[current] ?? images[0];

  function onKey(event: KeyboardEvent<HTMLDivElement>) {
    const moves: Record<string, number> = {
      ArrowRight: 1,
      ArrowDown: 1,
      ArrowLeft: -1,
      ArrowUp: -1,
    };
    let next = current;
    if (event.key in moves)
      next = (current + (moves[event.key] ?? 0) + images.length) % images.length;
    else if (event.key === 'Home') next = 0;
    else if (event.key === 'End') next = images.length - 1;
    else return;
    event.preventDefault();
    setCurrent(next);
    thumbs.current[next]?.focus();
  }

  return (
    <section className="product-detail__image gallery" aria-label={M.gallery}>
      {shown && (
        <img
          src={mediaUrl(shown.path)}
          alt={shown.alt || name}
          width={800}
          height={800}
          fetchPriority="high"
        />
      )}
      {images.length > 1 && (
        <div
          className="product-detail__thumbs"
          role="toolbar"
          aria-label={M.gallery}
          onKeyDown={onKey}
        >
          {images.map((image, i) => (
            <Button
              key={image.path}
              type="button"
              ref={(el) => {
                thumbs.current[i] = el;
              }}
              className="gallery__thumb"
              aria-pressed={i === current}
              aria-label={M.showImage(i + 1, images.length)}
              tabIndex={i === current ? 0 : -1}
              onClick={() => setCurrent(i)}
            >
              <img src={mediaUrl(image.path)} alt="" width={64} height={64} loading="lazy" />
            </Button>
          ))}
        </div>
      )}
    </section>
  );
}
