import styled from 'styled-components';
import { useStrings } from '../i18n/language';

const Link = styled.a`
  position: absolute;
  left: ${({ theme }) => theme.space.md};
  top: -100px;
  z-index: 100;
  padding: 0.75rem 1rem;
  border-radius: ${({ theme }) => theme.radius.sm};
  background: ${({ theme }) => theme.color.ink};
  color: #ffffff;
  font-weight: 650;
  &:focus {
    top: ${({ theme }) => theme.space.md};
    color: #ffffff;
  }
`;

export function SkipLink() {
  return <Link href="#main">{useStrings().chrome.skipLink}</Link>;
}
