import type { ReactNode } from 'react';
import { Tabs } from '../Tabs';

/** A support ticket status. */
export type TicketStatus = 'in_progress' | 'initiated' | 'resolved';

/** The statuses in the order the tabs show them. */
export const TICKET_STATUSES: readonly TicketStatus[] = ['in_progress', 'initiated', 'resolved'];

const defaultLabels: Record<TicketStatus, string> = {
  in_progress: 'In Progress',
  initiated: 'Initiated',
  resolved: 'Resolved',
};

export interface StatusTabsProps {
  /** The selected status (controlled). */
  value?: TicketStatus;
  /** The status selected first when uncontrolled. */
  defaultValue?: TicketStatus;
  /** Called with the status the user selects (the app then loads that history page). */
  onChange?: (status: TicketStatus) => void;
  /** The selected status's content, e.g. its ticket rows. */
  children?: ReactNode;
  /** Tab texts, for translation. */
  labels?: Partial<Record<TicketStatus, string>>;
  /** Accessible name of the tab list. */
  label?: string;
}

const isStatus = (id: string): id is TicketStatus => (TICKET_STATUSES as string[]).includes(id);

/** The support history's status tabs: In Progress, Initiated and Resolved. */
export function StatusTabs({
  value,
  defaultValue = 'in_progress',
  onChange,
  children,
  labels,
  label = 'Ticket status',
}: StatusTabsProps) {
  return (
    <div data-component="StatusTabs">
      <Tabs
        label={label}
        fullWidth
        value={value}
        defaultValue={defaultValue}
        onChange={(id) => {
          if (isStatus(id)) onChange?.(id);
        }}
        items={TICKET_STATUSES.map((status) => ({
          id: status,
          label: labels?.[status] ?? defaultLabels[status],
          content: children,
        }))}
      />
    </div>
  );
}
