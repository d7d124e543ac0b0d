import { useLanguage } from '../i18n/language';
import { useState } from 'react';
import styled from 'styled-components';
import { CURRENCIES, type Currency } from '../lib/prices';
import { afterNextPaint } from '../runtime/scheduling';
import { setCurrency, useCurrency } from '../runtime/currency';
import { media } from '../theme/theme';

const Group = styled.div`
  display: inline-flex;
  justify-self: start;
  flex-wrap: wrap;
  gap: 2px;
  padding: 3px;
  border: 1px solid ${({ theme }) => theme.color.line};
  border-radius: ${({ theme }) => theme.radius.pill};
  background: ${({ theme }) => theme.color.subtle};
`;

const Option = styled.button`
  min-width: 3.5rem;
  min-height: 36px;
  padding: 0 0.85rem;
  border: 0;
  border-radius: ${({ theme }) => theme.radius.pill};
  background: transparent;
  color: ${({ theme }) => theme.color.text};
  font-size: ${({ theme }) => theme.size.xs};
  font-weight: 650;
  letter-spacing: 0.04em;
  cursor: pointer;
  transition: background-color 0.15s ease, color 0.15s ease;
  ${media.hover} {
    &:hover {
      color: ${({ theme }) => theme.color.brandStrong};
      background: ${({ theme }) => theme.color.brandSoft};
    }
  }
  &[aria-pressed='true'] {
    color: #ffffff;
    background: ${({ theme }) => theme.color.brand};
  }
  &:focus-visible {
    border-radius: ${({ theme }) => theme.radius.pill};
  }
`;

/**
 * Segmented buttons for the visitor's currency; every price on the page follows the choice, which is remembered. The
 * tapped button shows pressed at once; the prices follow once that is on screen, so the tap is answered in one frame.
 */
export function CurrencySwitcher() {
  const currency = useCurrency();
  const [tapped, setTapped] = useState<Currency>();
  const { strings } = useLanguage();
  const choose = (code: Currency) => {
    setTapped(code);
    afterNextPaint(() => {
      setCurrency(code);
      setTapped(undefined);
    });
  };
  const pressed = tapped ?? currency;
  return (
    <Group role="group" aria-label={strings.pricing.currency}>
      {CURRENCIES.map((code) => (
        <Option key={code} type="button" aria-pressed={code === pressed} onClick={() => choose(code)}>
          {code}
        </Option>
      ))}
    </Group>
  );
}
