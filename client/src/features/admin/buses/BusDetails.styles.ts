import styled from "styled-components";

export const Tabs = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: 0.4rem;
  margin-bottom: 1rem;
  button {
    min-height: 40px;
    border-radius: 999px;
    border: 0;
    padding: 0 1rem;
    background: ${(p) => p.theme.color.sand};
    cursor: pointer;
    font-weight: 600;
  }
  button[aria-selected="true"] {
    background: ${(p) => p.theme.color.maroon};
    color: #fff;
  }
`;

export const Facts = styled.dl`
  display: grid;
  grid-template-columns: auto 1fr;
  gap: 0.4rem 1rem;
`;

/** The image shown large, and a row of thumbnails choosing it. */
export const Gallery = styled.div`
  > img {
    width: 100%;
    border-radius: 12px;
  }
  > div {
    display: flex;
    gap: 8px;
    margin-top: 8px;
    flex-wrap: wrap;
  }
`;

/** A thumbnail, framed in saffron while its image is the one shown. */
export const Thumb = styled.button<{ $shown: boolean }>`
  padding: 0;
  border: 3px solid ${(p) => (p.$shown ? p.theme.color.saffron : "transparent")};
  border-radius: 8px;
  background: none;
  img {
    width: 96px;
    height: 64px;
    object-fit: cover;
    border-radius: 5px;
  }
`;
