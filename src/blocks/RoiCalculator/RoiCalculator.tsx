import { memo, useDeferredValue, useId, useState, type ReactNode } from 'react';
import styled from 'styled-components';
import { manifest } from 'virtual:site';
import type { RoiCalculatorBlock } from '../../generated/schema-types';
import { convertAmount, formatMoney, type Currency } from '../../lib/prices';
import { monthlyRoi } from '../../lib/roi';
import { useCurrency } from '../../runtime/currency';
import { media } from '../../theme/theme';
import { CurrencySwitcher } from '../../ui/CurrencySwitcher';
import { Container } from '../../ui/layout';
import { raisedCard, textField } from '../../ui/surface';
import { InfoTip, TooltipProvider } from '../../ui/Tooltip';
import { formatMessage } from '../../i18n/format';
import { useLanguage, useLangOf } from '../../i18n/language';
import { moneyLocale } from '../../i18n/money';

const MAX_MISSED_CALLS = 1000;
const MAX_BOOKING_VALUE = 100000;

const Band = styled.section`
  padding: ${({ theme }) => theme.space.md} 0;
`;

const Panel = styled.div`
  ${raisedCard}
  display: grid;
  gap: ${({ theme }) => theme.space.xl};
  padding: clamp(1.25rem, 1rem + 2vw, 2.25rem);
`;

const Header = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: flex-start;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space.md};
  h2,
  h3 {
    font-size: ${({ theme }) => theme.size.xl};
  }
  p {
    margin-top: ${({ theme }) => theme.space.xs};
    color: ${({ theme }) => theme.color.muted};
    font-size: ${({ theme }) => theme.size.sm};
  }
`;

const Body = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space.xl};
  ${media.sm} {
    grid-template-columns: minmax(0, 6fr) minmax(0, 5fr);
  }
`;

const Inputs = styled.div`
  display: grid;
  align-content: start;
  gap: ${({ theme }) => theme.space.lg};
`;

const LabelRow = styled.div`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space.xs};
  margin-bottom: ${({ theme }) => theme.space.xs};
  label {
    font-weight: 600;
    font-size: ${({ theme }) => theme.size.sm};
    color: ${({ theme }) => theme.color.ink};
  }
  > span {
    margin-left: auto;
    font-weight: 700;
    color: ${({ theme }) => theme.color.brand};
  }
`;

const NumberInput = styled.input`
  ${textField}
  font-variant-numeric: tabular-nums;
  &:invalid {
    border-color: ${({ theme }) => theme.color.danger};
  }
`;

const RangeInput = styled.input`
  width: 100%;
  min-height: 32px;
  margin: 0;
  accent-color: ${({ theme }) => theme.color.brand};
  cursor: pointer;
`;

const Results = styled.dl`
  display: grid;
  align-content: start;
  gap: ${({ theme }) => theme.space.md};
  margin: 0;
  padding: ${({ theme }) => theme.space.lg};
  border-radius: ${({ theme }) => theme.radius.md};
  background: ${({ theme }) => theme.color.subtle};
  div + div {
    padding-top: ${({ theme }) => theme.space.md};
    border-top: 1px solid ${({ theme }) => theme.color.line};
  }
  dt {
    font-size: ${({ theme }) => theme.size.sm};
    color: ${({ theme }) => theme.color.muted};
  }
  dd {
    margin: 0;
    font-family: ${({ theme }) => theme.font.display};
    font-size: ${({ theme }) => theme.size.xl};
    font-weight: 750;
    color: ${({ theme }) => theme.color.ink};
    font-variant-numeric: tabular-nums;
  }
  dd small {
    margin-left: ${({ theme }) => theme.space.xs};
    font-family: ${({ theme }) => theme.font.body};
    font-size: ${({ theme }) => theme.size.xs};
    font-weight: 500;
    color: ${({ theme }) => theme.color.muted};
  }
`;

const Headline = styled.dd`
  && {
    font-size: ${({ theme }) => theme.size.h2};
    line-height: 1.1;
    color: ${({ theme }) => theme.color.brand};
  }
`;

// Both colours are in the page's styles from the start: a prop-driven colour would make styled-components write a new
// rule, and the browser restyle the whole page, on the first keystroke that turns the net result negative.
const Net = styled.dd`
  && {
    color: ${({ theme }) => theme.color.success};
  }
  &&[data-short] {
    color: ${({ theme }) => theme.color.warning};
  }
`;

const FinePrint = styled.p`
  font-size: ${({ theme }) => theme.size.xs};
  color: ${({ theme }) => theme.color.muted};
`;

function toAmount(text: string): number {
  const value = Number(text);
  return Number.isFinite(value) && value > 0 ? value : 0;
}

interface FieldProps {
  about: string;
  id: string;
  label: string;
  info: ReactNode;
}

function Field({ id, label, about, info, value, children }: FieldProps & { value?: string; children: ReactNode }) {
  return (
    <div>
      <LabelRow>
        <label htmlFor={id}>{label}</label>
        <InfoTip label={about}>{info}</InfoTip>
        {value && <span aria-hidden="true">{value}</span>}
      </LabelRow>
      {children}
    </div>
  );
}

function NumberField({ max, value, onChange, ...field }: FieldProps & { max: number; value: string; onChange: (text: string) => void }) {
  return (
    <Field {...field}>
      <NumberInput
        id={field.id}
        type="number"
        inputMode="numeric"
        min={0}
        max={max}
        step={1}
        value={value}
        onChange={(event) => onChange(event.target.value)}
      />
    </Field>
  );
}

/** The booking value as typed, with the currency it was typed in, so switching currency converts it once, not repeatedly. */
interface TypedAmount {
  text: string;
  currency: Currency;
}

interface SumsProps {
  fieldId: string;
  allInputs: string;
  missedCalls: number;
  bookingValue: number;
  percent: number;
  currency: Currency;
}

/**
 * The sums, from the inputs' deferred values: a keystroke, or a step of the slider, paints its field at once, and the
 * sums in a render of their own after it, which the next keystroke interrupts. Rendered with the field, they held up
 * its paint: at 4x CPU slowdown a later keystroke took 48 ms to paint, now 40; a step of the slider 48-72, now 40-48.
 */
const Sums = memo(function Sums({ fieldId, allInputs, missedCalls, bookingValue, percent, currency }: SumsProps) {
  const language = useLanguage();
  const { intl } = language;
  const words = language.strings.roi;
  const money = (amount: number) => formatMoney(amount, currency, moneyLocale(currency, language));
  const weeklyPrice = manifest.site.prices[currency];
  const roi = monthlyRoi({ missedCallsPerWeek: missedCalls, bookingValue, recoveredPercent: percent, weeklyPrice });
  return (
    <Results>
      <div>
        <dt id={`${fieldId}-recovered`}>{words.recovered}</dt>
        <Headline>
          <output htmlFor={allInputs} aria-labelledby={`${fieldId}-recovered`}>
            {money(roi.recovered)}
          </output>
        </Headline>
      </div>
      <div>
        <dt>{words.cost}</dt>
        <dd>
          {money(roi.price)}
          <small>{formatMessage(words.perWeek, intl, { price: money(weeklyPrice) })}</small>
        </dd>
      </div>
      <div>
        <dt id={`${fieldId}-net`}>{roi.net < 0 ? words.shortfall : words.net}</dt>
        <Net data-short={roi.net < 0 || undefined}>
          <output htmlFor={allInputs} aria-labelledby={`${fieldId}-net`}>
            {money(Math.abs(roi.net))}
          </output>
        </Net>
      </div>
    </Results>
  );
});

export default function RoiCalculator({ id, title, headingLevel = 2, lead, defaults = {} }: RoiCalculatorBlock) {
  const langOf = useLangOf();
  const { missedCalls: defaultCalls = 10, bookingValue: defaultValue = 50, recoveredPercent: defaultPercent = 40 } = defaults;
  const currency = useCurrency();
  const language = useLanguage();
  const { intl } = language;
  const words = language.strings.roi;
  const prices = manifest.site.prices;
  const [callsText, setCallsText] = useState(String(defaultCalls));
  const [booking, setBooking] = useState<TypedAmount>({ text: String(defaultValue), currency: 'GBP' });
  const [percent, setPercent] = useState(defaultPercent);
  const fieldId = useId();
  const ids = { heading: `${fieldId}-heading`, calls: `${fieldId}-calls`, value: `${fieldId}-value`, share: `${fieldId}-share` };

  const bookingText =
    booking.currency === currency || booking.text === ''
      ? booking.text
      : String(convertAmount(toAmount(booking.text), booking.currency, currency, prices));
  // Deferred together, the currency with the amounts: the sums never show one currency's amount in another's.
  const deferredCalls = useDeferredValue(toAmount(callsText));
  const deferredValue = useDeferredValue(toAmount(bookingText));
  const deferredPercent = useDeferredValue(percent);
  const deferredCurrency = useDeferredValue(currency);
  const Heading = headingLevel === 3 ? 'h3' : 'h2';
  const allInputs = `${ids.calls} ${ids.value} ${ids.share}`;

  return (
    <Band id={id} aria-labelledby={ids.heading}>
      <Container $narrow>
        <TooltipProvider>
          <Panel>
            <Header>
              <div>
                <Heading id={ids.heading} lang={langOf(title)}>{title}</Heading>
                {lead && <p lang={langOf(lead)}>{lead}</p>}
              </div>
              <CurrencySwitcher />
            </Header>
            <Body>
              <Inputs>
                <NumberField
                  id={ids.calls}
                  label={words.missedCalls}
                  about={words.missedCallsAbout}
                  info={words.missedCallsInfo}
                  max={MAX_MISSED_CALLS}
                  value={callsText}
                  onChange={setCallsText}
                />
                <NumberField
                  id={ids.value}
                  label={formatMessage(words.bookingValue, intl, { currency })}
                  about={formatMessage(words.bookingValueAbout, intl, { currency })}
                  info={words.bookingValueInfo}
                  max={MAX_BOOKING_VALUE}
                  value={bookingText}
                  onChange={(text) => setBooking({ text, currency })}
                />
                <Field
                  id={ids.share}
                  label={words.recoveredShare}
                  about={words.recoveredShareAbout}
                  info={words.recoveredShareInfo}
                  value={`${percent}%`}
                >
                  <RangeInput
                    id={ids.share}
                    type="range"
                    min={0}
                    max={100}
                    step={1}
                    value={percent}
                    aria-valuetext={`${percent}%`}
                    onChange={(event) => setPercent(Number(event.target.value))}
                  />
                </Field>
              </Inputs>
              <Sums
                fieldId={fieldId}
                allInputs={allInputs}
                missedCalls={deferredCalls}
                bookingValue={deferredValue}
                percent={deferredPercent}
                currency={deferredCurrency}
              />
            </Body>
            <FinePrint>{formatMessage(words.finePrint, intl, { currencyName: language.strings.currencies[currency] })}</FinePrint>
          </Panel>
        </TooltipProvider>
      </Container>
    </Band>
  );
}
