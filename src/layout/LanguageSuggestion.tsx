import styled from 'styled-components';
import type { SitePageData } from '../content/virtualPages';
import { LANGUAGE_SUGGESTION_TEMPLATE_ID } from '../runtime/languageSuggestion';
import { Icon } from '../ui/Icon';

const Card = styled.aside`
  position: fixed;
  top: calc(${({ theme }) => theme.layout.header} + ${({ theme }) => theme.space.sm});
  right: ${({ theme }) => theme.space.md};
  z-index: 45;
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space.sm};
  max-width: min(26rem, calc(100vw - 2rem));
  padding: ${({ theme }) => theme.space.sm} ${({ theme }) => theme.space.sm} ${({ theme }) => theme.space.sm} ${({ theme }) => theme.space.md};
  border: 1px solid ${({ theme }) => theme.color.line};
  border-radius: ${({ theme }) => theme.radius.md};
  background: ${({ theme }) => theme.color.surface};
  box-shadow: ${({ theme }) => theme.shadow.raised};
  color: ${({ theme }) => theme.color.ink};
  font-size: ${({ theme }) => theme.size.sm};
  p {
    flex: 1;
    margin: 0;
  }
  a {
    color: ${({ theme }) => theme.color.brand};
    font-weight: 650;
  }
  button {
    display: inline-flex;
    align-items: center;
    justify-content: center;
    min-width: 44px;
    min-height: 44px;
    flex: none;
    border: 0;
    border-radius: ${({ theme }) => theme.radius.sm};
    background: none;
    color: ${({ theme }) => theme.color.muted};
    cursor: pointer;
  }
`;

/**
 * On the default language's home page: for each other language, a note in that language that the site speaks it too.
 * A template, inert until src/runtime/languageSuggestion.ts shows the one a browser prefers, once: nothing redirects.
 */
export function LanguageSuggestion({ suggestions }: { suggestions: NonNullable<SitePageData['suggestions']> }) {
  return (
    <template id={LANGUAGE_SUGGESTION_TEMPLATE_ID}>
      {suggestions.map((suggestion) => (
        <Card key={suggestion.code} lang={suggestion.intl} data-language={suggestion.code} aria-label={suggestion.text}>
          <p>
            {suggestion.text} <a href={suggestion.href} hrefLang={suggestion.intl}>{suggestion.link}</a>
          </p>
          <button type="button" aria-label={suggestion.dismiss} data-dismiss>
            <Icon name="close" size={18} />
          </button>
        </Card>
      ))}
    </template>
  );
}
