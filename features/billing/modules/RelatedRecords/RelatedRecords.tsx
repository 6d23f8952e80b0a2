import { Button, Card, DataTable, Icon } from '@ds';
import {
  LoadFailure,
  useRecordLinks,
  useRecordPage,
  type LinkValues,
  type ResourceDefinition,
  type ResourceRecord,
} from '@features/platform/resource';
import { useActionVisibility } from '@features/platform/permission-rules';
import { Link, useNavigate } from 'react-router-dom';
import styled from 'styled-components';

const Footer = styled.p`
  margin: 0;
  color: var(--tck-color-text-muted);
  font-size: var(--tck-font-size-sm);
`;

/** How many related records the show page lists before 'View all'. */
export const relatedPageSize = 10;

export interface RelatedRecordsProps<Row extends ResourceRecord> {
  /** The card's heading, e.g. 'Ledger transactions'. */
  title: string;
  /** The resource of the related records. */
  resource: ResourceDefinition<Row>;
  /** The list filter that selects them, e.g. `{ account_id: 10452 }`. */
  filter: LinkValues;
  /** The columns to show, by key (the resource's own columns). */
  columns: readonly string[];
  /** Offers 'Add' with the filter's values filled in (e.g. a plan's new config). */
  addable?: boolean;
}

/**
 * Records of another resource that belong to the one shown (a list filter of the contract
 * selects them): the newest page, links to each, to the filtered list and to a new one.
 */
export function RelatedRecords<Row extends ResourceRecord>({
  title,
  resource,
  filter,
  columns,
  addable = false,
}: RelatedRecordsProps<Row>) {
  const page = useRecordPage<Row>(resource.path, { ...filter, per_page: relatedPageSize });
  const links = useRecordLinks();
  const navigate = useNavigate();
  const visibility = useActionVisibility(resource.path);
  const all = links.list(resource.path, filter);
  const create = links.create(resource.path, filter);
  const data = page.data;
  const shown = resource.columns.filter((column) => columns.includes(column.key));
  return (
    <Card
      title={title}
      actions={
        addable && create !== undefined && visibility.canCreate(filter) ? (
          <Button
            size="sm"
            variant="secondary"
            icon={<Icon name="fa-plus" />}
            onClick={() => void navigate(create)}
          >
            Add {resource.singular.toLowerCase()}
          </Button>
        ) : undefined
      }
      footer={
        data !== undefined && data.total > data.rows.length && all !== undefined ? (
          <Footer>
            Showing the newest {data.rows.length} of {data.total}.{' '}
            <Link to={all}>View all {resource.title.toLowerCase()}</Link>
          </Footer>
        ) : undefined
      }
    >
      {page.isError ? (
        <LoadFailure
          error={page.error}
          onRetry={() => void page.refetch()}
          what={title.toLowerCase()}
        />
      ) : (
        <DataTable
          caption={title}
          hideCaption
          columns={shown}
          rows={data?.rows ?? []}
          getRowId={(row) => row.id}
          getRowLabel={(row) => resource.rowLabel?.(row) ?? String(row.id)}
          loading={page.isPending}
          emptyText={`No ${resource.title.toLowerCase()} yet.`}
          onView={(row) => {
            const href = links.show(resource.path, row.id);
            if (href !== undefined) void navigate(href);
          }}
          canView={(row) =>
            links.show(resource.path, row.id) !== undefined && visibility.canView(row)
          }
        />
      )}
    </Card>
  );
}
