import { Link } from 'react-router-dom';
import { OutcomeNotice, PageHeading, type Outcome } from '@portal/ui';

/**
 * The top of an office list page: its heading (`titleId` labels the page's section), a sentence
 * on what the page is for, the link to write a new record, and the outcome of the last change
 * announced in place.
 */
export const OfficeListHeader = ({
  titleId,
  title,
  intro,
  newLink,
  outcome,
}: {
  titleId: string;
  title: string;
  intro: string;
  newLink: { to: string; label: string };
  outcome: Outcome;
}) => (
  <>
    <PageHeading>
      <span id={titleId}>{title}</span>
    </PageHeading>
    <p>{intro}</p>
    <p>
      <Link className="portal-button" to={newLink.to}>
        {newLink.label}
      </Link>
    </p>
    <OutcomeNotice outcome={outcome} />
  </>
);
