import { formatMessage } from '../i18n/format';
import { useLanguage } from '../i18n/language';
import { SmartLink } from '../ui/SmartLink';
import styled, { keyframes } from 'styled-components';
import { manifest } from 'virtual:site';
import { consentSettings } from '../runtime/consent';
import { BANNER_LEAVE_MS, COOKIE_BANNER_TEMPLATE_ID, SPARE_ATTRIBUTE } from '../runtime/cookieBanner';
import { media } from '../theme/theme';
import { Button } from '../ui/layout';
import { Icon } from '../ui/Icon';

const slideIn = keyframes`
  from { transform: translateY(calc(100% + 2rem)); }
  to { transform: none; }
`;

/** Fixed to the bottom of the viewport; its height is the space the page keeps free below its end. */
const Dock = styled.div`
  position: fixed;
  inset: auto 0 0;
  z-index: 60;
  padding: ${({ theme }) => theme.space.md};
  pointer-events: none;
  ${media.md} {
    padding: ${({ theme }) => theme.space.lg};
  }
  /* Laid out but neither seen, nor heard, nor focusable. */
  &[${SPARE_ATTRIBUTE}] {
    visibility: hidden;
  }
`;

const Card = styled.section`
  position: relative;
  max-width: 980px;
  margin: 0 auto;
  padding: 1.25rem;
  border-radius: ${({ theme }) => theme.radius.md};
  background: ${({ theme }) => theme.color.night};
  color: ${({ theme }) => theme.color.onNight};
  /* The ring keeps the card apart from dark page sections behind it. The shadow's blur is small: drawing one of 48 px
     made the frame that shows the banner present in about 32 ms at 4x CPU slowdown, against 15 (bench:inp). */
  box-shadow: 0 8px 16px -8px rgba(11, 16, 38, 0.55), 0 0 0 1px rgba(165, 180, 252, 0.35);
  pointer-events: auto;
  animation: ${slideIn} ${BANNER_LEAVE_MS}ms cubic-bezier(0.22, 1, 0.36, 1);
  /* It slides in when it is shown, not while it waits. */
  [${SPARE_ATTRIBUTE}] > & {
    animation: none;
  }
  transition: transform ${BANNER_LEAVE_MS}ms ease-in, opacity ${BANNER_LEAVE_MS}ms ease-in;
  &[data-leaving] {
    transform: translateY(calc(100% + 2rem));
    opacity: 0;
  }
  ${media.md} {
    display: grid;
    grid-template-columns: auto 1fr auto;
    align-items: center;
    gap: ${({ theme }) => theme.space.lg};
    padding: ${({ theme }) => `${theme.space.lg} ${theme.space.xl} ${theme.space.lg} ${theme.space.lg}`};
  }
`;

const Badge = styled.span`
  display: none;
  ${media.md} {
    display: inline-grid;
    place-items: center;
    width: 48px;
    height: 48px;
    border-radius: 14px;
    background: ${({ theme }) => theme.color.nightSoft};
    color: ${({ theme }) => theme.color.highlight};
  }
`;

const Text = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space.xs};
  padding-right: 2.5rem;
  font-size: ${({ theme }) => theme.size.sm};
  line-height: 1.55;
  ${media.md} {
    padding-right: 0;
  }
  h2 {
    color: #ffffff;
    font-size: ${({ theme }) => theme.size.lg};
  }
  a {
    color: ${({ theme }) => theme.color.highlight};
    font-weight: 600;
    ${media.hover} {
      &:hover {
        color: #ffffff;
      }
    }
  }
`;

const Status = styled.p`
  color: ${({ theme }) => theme.color.onNightMuted};
`;

/** Equal columns: Decline is exactly as large as Accept. */
const Choices = styled.div`
  display: grid;
  grid-template-columns: 1fr 1fr;
  gap: ${({ theme }) => theme.space.sm};
  margin-top: ${({ theme }) => theme.space.md};
  ${media.md} {
    margin-top: 0;
  }
  button {
    padding-inline: 1rem;
    /* On a phone a longer language's label (Hylkää evästeet) wraps inside its button rather than leaving the card. */
    white-space: normal;
    ${media.md} {
      white-space: nowrap;
    }
  }
`;

const Close = styled.button`
  position: absolute;
  top: ${({ theme }) => theme.space.sm};
  right: ${({ theme }) => theme.space.sm};
  display: inline-grid;
  place-items: center;
  width: 44px;
  height: 44px;
  border: 0;
  border-radius: ${({ theme }) => theme.radius.pill};
  background: transparent;
  color: ${({ theme }) => theme.color.onNightMuted};
  cursor: pointer;
  ${media.hover} {
    &:hover {
      background: ${({ theme }) => theme.color.nightSoft};
      color: #ffffff;
    }
  }
`;

const TITLE_ID = 'cookie-banner-title';

/**
 * Where the page script finds the banner: an empty template that carries the consent settings, which the script needs
 * at once (a stored acceptance is re-asserted before the page view's first event), and where the banner's markup and
 * CSS are (`src`), which it fetches when it starts (src/runtime/cookieBanner.ts). Without JavaScript no tags load and
 * no banner is needed, so a page does not carry it: it was the largest part of every page that only scripts use.
 */
export function CookieBanner({ src }: { src: string }) {
  const { policyVersion, tagManagerId } = consentSettings(manifest.site);
  return <template id={COOKIE_BANNER_TEMPLATE_ID} data-policy-version={policyVersion} data-tag-manager-id={tagManagerId} data-src={src} />;
}

/**
 * The cookie banner, rendered once for each language into an asset of its own (src/entry-server.tsx): a non-modal
 * region at the bottom of the viewport, shown 1 s after load when no current choice is stored, or from the footer's
 * "Cookie settings".
 */
export function CookieBannerDock() {
  const { intl, site, strings } = useLanguage();
  const words = strings.cookies;
  return (
    <Dock>
      <Card role="region" aria-labelledby={TITLE_ID} tabIndex={-1}>
        <Badge aria-hidden="true">
          <Icon name="cookie" size={24} />
        </Badge>
        <Text>
          <h2 id={TITLE_ID}>{formatMessage(words.title, intl, { brand: site.brand })}</h2>
          <p>
            {words.text} <SmartLink href="/privacy">{words.privacyLink}</SmartLink>
          </p>
          <Status data-consent-status data-accepted-text={words.accepted} data-declined-text={words.declined} hidden />
        </Text>
        <Choices>
          <Button type="button" $variant="primary" $onDark data-consent="accepted">
            {words.accept}
          </Button>
          <Button type="button" $variant="primary" $onDark data-consent="declined">
            {words.decline}
          </Button>
        </Choices>
        <Close type="button" aria-label={words.close} data-consent-close>
          <Icon name="close" size={20} />
        </Close>
      </Card>
    </Dock>
  );
}
