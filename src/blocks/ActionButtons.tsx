import type { Action } from '../generated/schema-types';
import { useLangOf } from '../i18n/language';
import { Actions, ButtonLink } from '../ui/layout';

export function ActionButtons({ actions, onDark }: { actions: Action[]; onDark?: boolean }) {
  const langOf = useLangOf();
  return (
    <Actions>
      {actions.map((action) => (
        <ButtonLink key={action.label} href={action.href} $variant={action.variant ?? 'primary'} $onDark={onDark} lang={langOf(action.label)}>
          {action.label}
        </ButtonLink>
      ))}
    </Actions>
  );
}
