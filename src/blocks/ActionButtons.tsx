import type { Action } from '../generated/schema-types';
import { Actions, ButtonLink } from '../ui/layout';

export function ActionButtons({ actions, onDark }: { actions: Action[]; onDark?: boolean }) {
  return (
    <Actions>
      {actions.map((action) => (
        <ButtonLink key={action.label} href={action.href} $variant={action.variant ?? 'primary'} $onDark={onDark}>
          {action.label}
        </ButtonLink>
      ))}
    </Actions>
  );
}
