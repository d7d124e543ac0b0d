import { formatMessage } from '../../i18n/format';
import { useLanguage, useLangOf } from '../../i18n/language';
import styled from 'styled-components';
import { useCurrentPage } from '../../app/PageContext';
import type { JobListBlock } from '../../generated/schema-types';
import { ButtonLink, Section } from '../../ui/layout';
import { SmartLink } from '../../ui/SmartLink';
import { Icon } from '../../ui/Icon';

const Roles = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
  display: grid;
  gap: ${({ theme }) => theme.space.md};
`;

const Role = styled.li`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space.md};
  padding: ${({ theme }) => theme.space.lg};
  border: 1px solid ${({ theme }) => theme.color.line};
  border-radius: ${({ theme }) => theme.radius.md};
  background: ${({ theme }) => theme.color.surface};
  box-shadow: ${({ theme }) => theme.shadow.card};
  > div {
    flex: 1 1 24rem;
    display: grid;
    gap: ${({ theme }) => theme.space.xs};
  }
  h3 {
    font-size: ${({ theme }) => theme.size.lg};
  }
  p {
    color: ${({ theme }) => theme.color.muted};
    font-size: ${({ theme }) => theme.size.sm};
  }
  small {
    display: inline-flex;
    align-items: center;
    gap: 0.3rem;
    color: ${({ theme }) => theme.color.text};
  }
`;

const Empty = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space.md};
  justify-items: start;
  padding: ${({ theme }) => theme.space.xl};
  border: 1px dashed ${({ theme }) => theme.color.line};
  border-radius: ${({ theme }) => theme.radius.md};
`;

export const OPEN_APPLICATION_HREF = 'mailto:{careersEmail}?subject=Open%20Application';

export default function JobList({ id, title, lead, emptyMessage }: JobListBlock) {
  const langOf = useLangOf();
  const jobs = useCurrentPage().extras.jobs ?? [];
  const { intl, strings } = useLanguage();
  const words = strings.jobs;
  return (
    <Section id={id} title={title} lead={lead} tone="subtle">
      {jobs.length > 0 ? (
        <Roles>
          {jobs.map((job) => (
            <Role key={job.route}>
              <div>
                <h3>{job.title}</h3>
                <p>{job.summary}</p>
                <small>
                  <Icon name="map-pin" size={14} /> {job.locations.join(' · ')}
                </small>
              </div>
              <ButtonLink href={job.route} $variant="primary" aria-label={formatMessage(words.applyTo, intl, { title: job.title })}>
                {words.applyNow} <Icon name="arrow-right" size={16} />
              </ButtonLink>
            </Role>
          ))}
        </Roles>
      ) : (
        <Empty>
          <p lang={langOf(emptyMessage)}>{emptyMessage}</p>
          <SmartLink href={OPEN_APPLICATION_HREF}>{words.openApplication}</SmartLink>
        </Empty>
      )}
    </Section>
  );
}
