import { useLangOf } from '../i18n/language';
import { parseInline } from '../lib/inlineText';
import { SmartLink } from './SmartLink';

/**
 * Author text that shares its element with other words: as it is, or in a span marked with the default language
 * where the page shows it for want of a translation.
 */
export function Words({ text }: { text: string }) {
  const lang = useLangOf()(text);
  return lang ? <span lang={lang}>{text}</span> : text;
}

/** Author text with its **bold** and [link](href) markup; everything else is rendered as plain text. */
export function InlineText({ text }: { text: string }) {
  const lang = useLangOf()(text);
  const parts = parseInline(text).map((part, index) => {
    if (part.kind === 'strong') return <strong key={index}>{part.text}</strong>;
    if (part.kind === 'link') return <SmartLink key={index} href={part.href}>{part.text}</SmartLink>;
    return part.text;
  });
  return lang ? <span lang={lang}>{parts}</span> : <>{parts}</>;
}
