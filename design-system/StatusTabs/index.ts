export { StatusTabs, TICKET_STATUSES, type StatusTabsProps, type TicketStatus } from './StatusTabs';
