import styled from 'styled-components';
import type { PlaceholderComponent } from './previewPlaceholder';

/** A dashed frame that stands where something cannot be shown: in previews only, never on a page. */
export const Placeholder = styled.div`
  display: grid;
  place-content: center;
  min-height: 200px;
  padding: ${({ theme }) => theme.space.lg};
  border: 2px dashed ${({ theme }) => theme.color.line};
  border-radius: ${({ theme }) => theme.radius.lg};
  background: ${({ theme }) => theme.color.surface};
  color: ${({ theme }) => theme.color.muted};
  text-align: center;
`;

/** What previews show where a block would embed a third party, in the block record's words. */
export const ThirdPartyPlaceholder: PlaceholderComponent = ({ children }) => (
  <Placeholder>
    <p>{children}</p>
  </Placeholder>
);
