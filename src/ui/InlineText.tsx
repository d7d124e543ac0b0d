import { parseInline } from '../lib/inlineText';
import { SmartLink } from './SmartLink';

/** Author text with its **bold** and [link](href) markup; everything else is rendered as plain text. */
export function InlineText({ text }: { text: string }) {
  return (
    <>
      {parseInline(text).map((part, index) => {
        if (part.kind === 'strong') return <strong key={index}>{part.text}</strong>;
        if (part.kind === 'link') return <SmartLink key={index} href={part.href}>{part.text}</SmartLink>;
        return part.text;
      })}
    </>
  );
}
