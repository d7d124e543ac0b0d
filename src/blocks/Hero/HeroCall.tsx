import { formatMessage } from '../../i18n/format';
import { useLanguage, useLangOf } from '../../i18n/language';
import styled from 'styled-components';
import type { HeroCall as HeroCallProps } from '../../generated/schema-types';
import { Icon } from '../../ui/Icon';
import { VisuallyHidden } from '../../ui/layout';
import { speechBubble } from '../../ui/surface';
import { Words } from '../../ui/InlineText';

// Solid colours, not translucent ones, so the contrast of every text is what the checker computes.
const cardColor = {
  surface: '#161c3d',
  edge: 'rgba(165, 180, 252, 0.24)',
  callerBubble: '#262d5c',
  outcome: '#0f3327',
  outcomeEdge: 'rgba(74, 222, 128, 0.35)',
  outcomeText: '#c6f6d5',
  live: '#4ade80',
};

const Card = styled.figure`
  margin: 0;
  width: 100%;
  max-width: 28rem;
  border-radius: ${({ theme }) => theme.radius.lg};
  background: ${cardColor.surface};
  border: 1px solid ${cardColor.edge};
  box-shadow:
    0 30px 60px -24px rgba(2, 6, 23, 0.75),
    0 0 0 8px rgba(99, 102, 241, 0.08);
  font-size: ${({ theme }) => theme.size.sm};
  line-height: 1.45;
  color: ${({ theme }) => theme.color.onNight};
  overflow: hidden;
`;

// On a narrow phone the badge goes below the caller rather than squeeze their name ("Fagerström") into pieces.
const Header = styled.figcaption`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: 0.75rem;
  padding: 1rem 1.25rem;
  border-bottom: 1px solid ${cardColor.edge};
`;

const CallerIcon = styled.span`
  flex: none;
  display: grid;
  place-items: center;
  width: 2.5rem;
  height: 2.5rem;
  border-radius: 50%;
  background: ${({ theme }) => theme.color.success};
  color: #ffffff;
`;

const Caption = styled.div`
  flex: 1 1 7rem;
  min-width: 0;
  strong,
  span {
    display: block;
  }
  strong {
    font-family: ${({ theme }) => theme.font.display};
    font-size: 1rem;
    color: #ffffff;
  }
  span {
    font-size: ${({ theme }) => theme.size.xs};
    line-height: 1.35;
    color: ${({ theme }) => theme.color.onNightMuted};
  }
`;

const Answered = styled.p`
  flex: none;
  display: flex;
  align-items: center;
  gap: 0.45rem;
  padding: 0.3rem 0.65rem;
  border-radius: ${({ theme }) => theme.radius.pill};
  background: ${({ theme }) => theme.color.night};
  font-size: 0.75rem;
  font-weight: 650;
  color: ${({ theme }) => theme.color.onNight};
`;

// The logo's sound wave, still: while anything on a page moves, the browser makes a frame for it every 16 ms, and a tap
// waits for the next one before its answer (npm run bench:inp: the first tap on the home page's menu or cookie banner
// took 48-56 ms with the wave moving for its first 4.5 s, 32 ms with it still).
const Wave = styled.span`
  display: flex;
  align-items: center;
  gap: 2px;
  height: 0.875rem;
  i {
    width: 3px;
    height: 100%;
    border-radius: 2px;
    background: ${cardColor.live};
  }
  i:nth-child(1),
  i:nth-child(5) {
    height: 45%;
  }
`;

const Lines = styled.ol`
  list-style: none;
  margin: 0;
  padding: 1.25rem;
  display: grid;
  gap: 0.625rem;
`;

const Line = styled.li<{ $assistant: boolean }>`
  ${speechBubble};
  padding: 0.6rem 0.9rem;
  background: ${({ theme, $assistant }) => ($assistant ? theme.color.brand : cardColor.callerBubble)};
  color: #ffffff;
`;

const Outcome = styled.div`
  display: flex;
  align-items: center;
  gap: 0.75rem;
  margin: 0 1.25rem 1.25rem;
  padding: 0.75rem 1rem;
  border-radius: ${({ theme }) => theme.radius.md};
  background: ${cardColor.outcome};
  border: 1px solid ${cardColor.outcomeEdge};
  color: ${cardColor.outcomeText};
  svg {
    flex: none;
    color: ${cardColor.live};
  }
  strong {
    display: block;
    color: #ffffff;
  }
  span {
    display: block;
    font-size: ${({ theme }) => theme.size.xs};
  }
`;

/**
 * An example call drawn beside the hero's text: HTML and CSS only, so it costs no JavaScript and no image, and its
 * text is small, so none of it becomes the page's largest paint. It is its own call, not a copy of text
 * elsewhere on the page, so a screen reader meets all of it: a figure named by its caption (the header: who calls
 * and who answers), the conversation as a list with each line's speaker, then the outcome. The sound wave and the
 * icons are decoration, hidden from it.
 */
export function HeroCall({ caller, business, lines, outcome }: HeroCallProps) {
  const langOf = useLangOf();
  const { intl, site, strings } = useLanguage();
  const words = strings.call;
  return (
    <Card>
      <Header>
        <CallerIcon aria-hidden="true">
          <Icon name="phone-call" size={18} />
        </CallerIcon>
        <Caption>
          <VisuallyHidden>{words.example} </VisuallyHidden>
          <strong lang={langOf(caller)}>{caller}</strong>
          <span>{business ? formatMessage(words.calling, intl, { business }) : words.incoming}</span>
        </Caption>
        <Answered>
          <Wave aria-hidden="true">
            <i />
            <i />
            <i />
            <i />
            <i />
          </Wave>
          {site.brand} AI
        </Answered>
      </Header>
      <Lines>
        {lines.map((line, index) => (
          <Line key={index} $assistant={line.speaker === 'assistant'}>
            <VisuallyHidden>{`${line.speaker === 'assistant' ? words.assistant : caller}: `}</VisuallyHidden>
            <Words text={line.text} />
          </Line>
        ))}
      </Lines>
      <Outcome>
        <Icon name="check-circle" size={24} />
        <p>
          <VisuallyHidden>{words.outcome} </VisuallyHidden>
          <strong lang={langOf(outcome.title)}>{outcome.title}</strong> <span lang={langOf(outcome.detail)}>{outcome.detail}</span>
        </p>
      </Outcome>
    </Card>
  );
}
