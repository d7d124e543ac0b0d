import { memo } from 'react';
import type { IndustrySummary } from '../content/manifest';
import { CONTENT_ICON_STROKE, Icon } from '../ui/Icon';
import { IconBadge } from '../ui/layout';
import { Card, CardLink } from './Cards/Cards';

/** An industry page's card: icon, name linking to the page and, where there is room, its summary. Memoised as ArticleCard is. */
export const IndustryCard = memo(function IndustryCard({ industry, withSummary = true }: { industry: IndustrySummary; withSummary?: boolean }) {
  return (
    <Card>
      <IconBadge>
        <Icon name={industry.icon} strokeWidth={CONTENT_ICON_STROKE} />
      </IconBadge>
      <h4>
        <CardLink href={industry.route}>{industry.name}</CardLink>
      </h4>
      {withSummary && <p>{industry.summary}</p>}
    </Card>
  );
});
