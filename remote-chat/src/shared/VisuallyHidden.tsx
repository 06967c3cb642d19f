import styled from 'styled-components';

/** Text for assistive technology only (the shell's global `.visually-hidden`, owned here so the widget works standalone). */
export const VisuallyHidden = styled.span`
  position: absolute !important;
  width: 1px;
  height: 1px;
  margin: -1px;
  padding: 0;
  overflow: hidden;
  clip: rect(0 0 0 0);
  white-space: nowrap;
  border: 0;
`;
