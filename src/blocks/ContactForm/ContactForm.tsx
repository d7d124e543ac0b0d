import { formatMessage } from '../../i18n/format';
import { useLanguage, type PageLanguage } from '../../i18n/language';
import { memo, useId, useState, type Dispatch, type FormEvent, type SetStateAction } from 'react';
import styled, { css } from 'styled-components';
import { manifest } from 'virtual:site';
import type { ContactFormBlock } from '../../generated/schema-types';
import { media } from '../../theme/theme';
import { Button, Section } from '../../ui/layout';
import { raisedCard, textField } from '../../ui/surface';
import { showToast } from '../../runtime/toast';

export const SIMULATED_SEND_MS = 1000;

/** The card the form is drawn on, and the note that stands in its place without a script. */
const panel = css`
  max-width: 46rem;
  padding: clamp(1.25rem, 1rem + 2vw, 2.5rem);
  ${raisedCard}
`;

const Form = styled.form`
  ${panel}
  display: grid;
  gap: ${({ theme }) => theme.space.lg};
  ${media.sm} {
    grid-template-columns: 1fr 1fr;
    > :nth-last-child(-n + 2) {
      grid-column: 1 / -1;
    }
  }
`;

const Field = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space.xs};
  label {
    font-weight: 600;
    font-size: ${({ theme }) => theme.size.sm};
    color: ${({ theme }) => theme.color.ink};
  }
  span {
    font-weight: 400;
    color: ${({ theme }) => theme.color.muted};
  }
  input,
  textarea {
    ${textField}
  }
  textarea {
    min-height: 9rem;
    resize: vertical;
  }
`;

const NoScriptNote = styled.p`
  ${panel}
`;

type Values = Record<'name' | 'email' | 'phone' | 'businessType' | 'message', string>;
const EMPTY: Values = { name: '', email: '', phone: '', businessType: '', message: '' };

interface FieldsProps {
  values: Values;
  setValues: Dispatch<SetStateAction<Values>>;
  words: PageLanguage['strings']['contactForm'];
}

/**
 * The form's fields, drawn again only when what they hold changes: a tap on Send changes only the button, and its
 * answer ("Sending…") waits for nothing else.
 */
const Fields = memo(function Fields({ values, setValues, words }: FieldsProps) {
  const fieldId = useId();
  const field = (name: keyof Values) => ({
    id: `${fieldId}-${name}`,
    name,
    value: values[name],
    onChange: (event: { target: { value: string } }) => setValues((current) => ({ ...current, [name]: event.target.value })),
  });
  return (
    <>
      <Field>
        <label htmlFor={`${fieldId}-name`}>{words.name}</label>
        <input {...field('name')} type="text" autoComplete="name" required />
      </Field>
      <Field>
        <label htmlFor={`${fieldId}-email`}>{words.email}</label>
        <input {...field('email')} type="email" autoComplete="email" required />
      </Field>
      <Field>
        <label htmlFor={`${fieldId}-phone`}>
          {words.phone} <span>{words.optional}</span>
        </label>
        <input {...field('phone')} type="tel" autoComplete="tel" />
      </Field>
      <Field>
        <label htmlFor={`${fieldId}-businessType`}>{words.businessType}</label>
        <input {...field('businessType')} type="text" required />
      </Field>
      <Field>
        <label htmlFor={`${fieldId}-message`}>{words.message}</label>
        <textarea {...field('message')} required />
      </Field>
    </>
  );
});

async function send(values: Values): Promise<void> {
  const endpoint = manifest.site.formEndpoint;
  if (!endpoint) {
    await new Promise((resolve) => window.setTimeout(resolve, SIMULATED_SEND_MS));
    return;
  }
  const response = await fetch(endpoint, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify(values),
  });
  if (!response.ok) throw new Error(`The form endpoint answered ${response.status}.`);
}

export default function ContactForm({ id, title, lead }: ContactFormBlock) {
  const { intl, strings } = useLanguage();
  const words = strings.contactForm;
  const [values, setValues] = useState<Values>(EMPTY);
  const [sending, setSending] = useState(false);

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    setSending(true);
    try {
      await send(values);
      setValues(EMPTY);
      showToast({ title: words.sentTitle, description: words.sentText });
    } catch {
      // Every field stays filled, so nothing the visitor wrote is lost.
      showToast({ title: words.failedTitle, description: formatMessage(words.failedText, intl, { email: manifest.site.contact.email }), tone: 'error' });
    } finally {
      setSending(false);
    }
  };

  return (
    <Section id={id} title={title} lead={lead} tone="subtle">
      {/* Without its script the form would send nothing (and put what was typed in the address): e-mail instead. */}
      <noscript>
        <NoScriptNote>
          {words.needsScript} <a href={`mailto:${manifest.site.contact.email}`}>{manifest.site.contact.email}</a>
        </NoScriptNote>
      </noscript>
      <Form onSubmit={onSubmit} data-needs-script>
        <Fields values={values} setValues={setValues} words={words} />
        <div>
          <Button type="submit" $variant="primary" disabled={sending}>
            {sending ? words.sending : words.send}
          </Button>
        </div>
      </Form>
    </Section>
  );
}
