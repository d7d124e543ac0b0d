import { BE, CA, DE, FI, FR, GB, IT, NL, US, type FlagComponent } from 'country-flag-icons/react/3x2';
import styled from 'styled-components';
import type { SiteConfig } from '../generated/schema-types';

type CountryCode = SiteConfig['countries'][number]['code'];

const flags: Record<CountryCode, FlagComponent> = { US, CA, NL, BE, FI, GB, DE, IT, FR };

const Frame = styled.span<{ $height: number }>`
  display: inline-flex;
  flex: none;
  height: ${({ $height }) => $height}px;
  width: ${({ $height }) => ($height * 3) / 2}px;
  border-radius: 3px;
  overflow: hidden;
  box-shadow: 0 0 0 1px rgba(15, 23, 42, 0.12);
  svg {
    width: 100%;
    height: 100%;
  }
`;

/** A country's flag as a self-hosted SVG, decorative: the country's name is always written beside it. */
export function Flag({ code, height = 20 }: { code: CountryCode; height?: number }) {
  const Svg = flags[code];
  return (
    <Frame $height={height} aria-hidden="true">
      <Svg />
    </Frame>
  );
}
