import styled from "styled-components";

export const Box = styled.div`
  .thumbs {
    display: flex;
    gap: 0.6rem;
    flex-wrap: wrap;
    margin: 0.5rem 0 1rem;
  }
  .thumbs figure {
    margin: 0;
    position: relative;
  }
  .thumbs img {
    width: 120px;
    height: 80px;
    object-fit: cover;
    border-radius: 8px;
  }
  .thumbs img.preview {
    opacity: 0.6;
  }
  .thumbs button {
    position: absolute;
    top: 4px;
    right: 4px;
    min-height: 28px;
    min-width: 28px;
    border-radius: 50%;
    border: 0;
    background: #fff;
    cursor: pointer;
  }
  .flush {
    margin: 0;
  }
  progress {
    width: 100%;
    height: 12px;
    accent-color: ${(p) => p.theme.color.saffron};
  }
`;
