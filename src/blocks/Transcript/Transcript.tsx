import { formatMessage } from '../../i18n/format';
import { useLanguage } from '../../i18n/language';
import styled from 'styled-components';
import type { TranscriptBlock } from '../../generated/schema-types';
import { Section } from '../../ui/layout';
import { speechBubble } from '../../ui/surface';
import { Icon } from '../../ui/Icon';
import { Words } from '../../ui/InlineText';

const Call = styled.figure`
  max-width: 46rem;
  margin: 0;
  border-radius: ${({ theme }) => theme.radius.lg};
  background: ${({ theme }) => theme.color.surface};
  border: 1px solid ${({ theme }) => theme.color.line};
  box-shadow: ${({ theme }) => theme.shadow.raised};
  overflow: hidden;
`;

const Heading = styled.figcaption`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space.sm};
  padding: ${({ theme }) => theme.space.md} ${({ theme }) => theme.space.lg};
  background: ${({ theme }) => theme.color.night};
  color: ${({ theme }) => theme.color.onNight};
  font-weight: 650;
  font-size: ${({ theme }) => theme.size.sm};
`;

const Lines = styled.ol`
  list-style: none;
  margin: 0;
  padding: ${({ theme }) => theme.space.lg};
  display: grid;
  gap: ${({ theme }) => theme.space.md};
`;

const Line = styled.li<{ $assistant: boolean }>`
  ${speechBubble};
  padding: 0.75rem 1rem;
  background: ${({ theme, $assistant }) => ($assistant ? theme.color.brandSoft : theme.color.subtle)};
  font-size: ${({ theme }) => theme.size.sm};
  span {
    display: block;
    font-size: ${({ theme }) => theme.size.xs};
    font-weight: 650;
    color: ${({ theme, $assistant }) => ($assistant ? theme.color.brand : theme.color.muted)};
  }
`;

const Outcome = styled.p`
  display: flex;
  gap: ${({ theme }) => theme.space.sm};
  align-items: flex-start;
  margin: 0 ${({ theme }) => theme.space.lg} ${({ theme }) => theme.space.lg};
  padding: ${({ theme }) => theme.space.md};
  border-radius: ${({ theme }) => theme.radius.sm};
  background: #ecfdf3;
  color: #14532d;
  font-size: ${({ theme }) => theme.size.sm};
`;

export default function Transcript({ id, title, lead, business, lines, outcome }: TranscriptBlock) {
  const { intl, strings } = useLanguage();
  const words = strings.call;
  return (
    <Section id={id} title={title} lead={lead} tone="subtle">
      <Call>
        <Heading>
          <Icon name="phone-call" size={18} />
          {business ? formatMessage(words.callTo, intl, { business }) : words.sample}
        </Heading>
        <Lines>
          {lines.map((line, index) => (
            <Line key={index} $assistant={line.speaker === 'assistant'}>
              <span>{line.speaker === 'assistant' ? words.assistant : words.caller}</span>
              <Words text={line.text} />
            </Line>
          ))}
        </Lines>
        {outcome && (
          <Outcome>
            <Icon name="bot" size={18} />
            <span>
              <strong>{words.outcome}</strong> <Words text={outcome} />
            </span>
          </Outcome>
        )}
      </Call>
    </Section>
  );
}
