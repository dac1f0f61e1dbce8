import styled from "styled-components";

const Strip = styled.div<{ $width: number; $height: number }>`
  display: flex;
  flex-wrap: wrap;
  gap: 0.5rem;
  button {
    padding: 0;
    border: 3px solid transparent;
    border-radius: ${(p) => p.theme.radius.sm};
    background: none;
    cursor: pointer;
  }
  button[aria-current="true"] {
    border-color: ${(p) => p.theme.color.saffron};
  }
  img {
    width: ${(p) => p.$width}px;
    height: ${(p) => p.$height}px;
    object-fit: cover;
    border-radius: 5px;
  }
`;

/** A row of photo thumbnails: the current one is outlined, a click shows that photo. Class `thumbs` for the page's spacing. */
export function Thumbnails(props: {
  images: string[];
  current: number;
  onSelect: (index: number) => void;
  label: (index: number) => string;
  width: number;
  height: number;
}) {
  const { images, current, onSelect, label, width, height } = props;
  return (
    <Strip className="thumbs" $width={width} $height={height}>
      {images.map((src, k) => (
        <button
          key={src + k}
          type="button"
          aria-current={k === current}
          aria-label={label(k)}
          onClick={() => onSelect(k)}
        >
          <img src={src} alt="" width={width} height={height} loading="lazy" />
        </button>
      ))}
    </Strip>
  );
}

/** The large photo a Thumbnails strip picks: the column's full width at 3:2, cropped to fill, rounded corners. */
export const Photo = styled.img`
  width: 100%;
  aspect-ratio: 3 / 2;
  object-fit: cover;
  border-radius: ${(p) => p.theme.radius.md};
`;
