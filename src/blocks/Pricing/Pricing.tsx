import styled from 'styled-components';
import { manifest } from 'virtual:site';
import type { PricingBlock } from '../../generated/schema-types';
import { annualPrice, formatMoney, WEEKS_PER_YEAR } from '../../lib/prices';
import { useCurrency } from '../../runtime/currency';
import { media } from '../../theme/theme';
import { CurrencySwitcher } from '../../ui/CurrencySwitcher';
import { ButtonLink, Section } from '../../ui/layout';
import { raisedCard } from '../../ui/surface';
import { InfoTip, TooltipProvider } from '../../ui/Tooltip';
import { Icon } from '../../ui/Icon';
import { formatMessage } from '../../i18n/format';
import { useLanguage, useLangOf } from '../../i18n/language';
import { moneyLocale } from '../../i18n/money';

const Plan = styled.div`
  ${raisedCard}
  display: grid;
  overflow: hidden;
  ${media.md} {
    grid-template-columns: minmax(0, 5fr) minmax(0, 6fr);
  }
`;

const PricePanel = styled.div`
  display: grid;
  align-content: start;
  gap: ${({ theme }) => theme.space.lg};
  padding: clamp(1.5rem, 1rem + 2vw, 2.5rem);
  border-bottom: 1px solid ${({ theme }) => theme.color.line};
  ${media.md} {
    border-bottom: 0;
    border-right: 1px solid ${({ theme }) => theme.color.line};
  }
  h3 {
    font-size: ${({ theme }) => theme.size.xl};
  }
`;

const Summary = styled.p`
  margin-top: ${({ theme }) => theme.space.xs};
  color: ${({ theme }) => theme.color.muted};
  font-size: ${({ theme }) => theme.size.sm};
`;

const Weekly = styled.p`
  display: flex;
  flex-wrap: wrap;
  align-items: baseline;
  gap: ${({ theme }) => theme.space.sm};
  strong {
    font-family: ${({ theme }) => theme.font.display};
    font-size: clamp(2.75rem, 2.2rem + 2.4vw, 3.75rem);
    font-weight: 750;
    line-height: 1;
    letter-spacing: -0.03em;
    color: ${({ theme }) => theme.color.ink};
  }
  span {
    color: ${({ theme }) => theme.color.muted};
    font-weight: 550;
  }
`;

const Annual = styled.p`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space.xs};
  margin-top: ${({ theme }) => theme.space.sm};
  color: ${({ theme }) => theme.color.text};
  strong {
    color: ${({ theme }) => theme.color.ink};
  }
`;

const CurrencyNote = styled.p`
  margin-top: ${({ theme }) => theme.space.xs};
  font-size: ${({ theme }) => theme.size.xs};
  color: ${({ theme }) => theme.color.muted};
`;

const Note = styled.p`
  font-size: ${({ theme }) => theme.size.xs};
  color: ${({ theme }) => theme.color.muted};
`;

const IncludedPanel = styled.div`
  padding: clamp(1.5rem, 1rem + 2vw, 2.5rem);
  background: linear-gradient(180deg, ${({ theme }) => theme.color.brandSoft}, ${({ theme }) => theme.color.surface} 70%);
  h3 {
    margin-bottom: ${({ theme }) => theme.space.lg};
    font-size: ${({ theme }) => theme.size.lg};
  }
`;

const Included = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
  display: grid;
  gap: ${({ theme }) => theme.space.md};
  li {
    display: flex;
    gap: ${({ theme }) => theme.space.sm};
    color: ${({ theme }) => theme.color.ink};
  }
  svg {
    margin-top: 0.2rem;
    color: ${({ theme }) => theme.color.success};
  }
`;

export default function Pricing({ id, eyebrow, title, lead, plan, included, action, note }: PricingBlock) {
  const langOf = useLangOf();
  const currency = useCurrency();
  const language = useLanguage();
  const { intl, strings } = language;
  const words = strings.pricing;
  const money = (amount: number) => formatMoney(amount, currency, moneyLocale(currency, language));
  const weekly = manifest.site.prices[currency];
  return (
    <Section id={id} eyebrow={eyebrow} title={title} lead={lead} tone="subtle">
      <TooltipProvider>
        <Plan>
          <PricePanel>
            <div>
              <h3 lang={langOf(plan.name)}>{plan.name}</h3>
              {plan.summary && <Summary lang={langOf(plan.summary)}>{plan.summary}</Summary>}
            </div>
            <CurrencySwitcher />
            <div>
              <Weekly aria-live="polite">
                <strong>{money(weekly)}</strong> <span>{words.perWeek}</span>
              </Weekly>
              <Annual>
                <span>
                  <strong>{money(annualPrice(weekly))}</strong> {words.perYear}
                </span>
                <InfoTip label={words.annualInfo}>{formatMessage(words.annualSum, intl, { weeks: WEEKS_PER_YEAR, price: money(weekly) })}</InfoTip>
              </Annual>
              <CurrencyNote>{formatMessage(words.pricesIn, intl, { currencyName: strings.currencies[currency], currency })}</CurrencyNote>
            </div>
            <div>
              <ButtonLink href={action.href} $variant={action.variant ?? 'primary'} lang={langOf(action.label)}>
                {action.label}
              </ButtonLink>
            </div>
            {note && <Note lang={langOf(note)}>{note}</Note>}
          </PricePanel>
          <IncludedPanel>
            <h3>{words.included}</h3>
            <Included>
              {included.map((item) => (
                <li key={item} lang={langOf(item)}>
                  <Icon name="check-circle" size={20} />
                  {item}
                </li>
              ))}
            </Included>
          </IncludedPanel>
        </Plan>
      </TooltipProvider>
    </Section>
  );
}
