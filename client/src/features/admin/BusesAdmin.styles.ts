import styled from "styled-components";

export const Cards = styled.div`
  display: grid;
  gap: 1rem;
  grid-template-columns: repeat(auto-fill, minmax(min(100%, 280px), 1fr));
  article {
    border: 1px solid ${(p) => p.theme.color.line};
    border-radius: 12px;
    overflow: hidden;
    background: #fff;
  }
  img {
    width: 100%;
    aspect-ratio: 3 / 2;
    object-fit: cover;
  }
  .b {
    padding: 0.8rem 1rem 1rem;
  }
  h3 {
    margin: 0 0 0.2rem;
  }
  p {
    margin: 0 0 0.6rem;
    color: ${(p) => p.theme.color.muted};
  }
  .acts {
    display: grid;
    gap: 0.4rem;
    grid-template-columns: 1fr 1.35fr 1fr;
  }
  .acts button {
    min-height: 40px;
    padding: 0.3rem 0.5rem;
    font-size: 0.82rem;
    white-space: nowrap;
  }
`;
