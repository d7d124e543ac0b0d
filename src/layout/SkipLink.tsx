import styled from 'styled-components';

export const SkipLink = styled.a.attrs({ href: '#main', children: 'Skip to content' })`
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
