import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { RelativeTime } from './RelativeTime';

const now = new Date('2026-03-15T12:00:00Z');
const before = (ms: number) => new Date(now.getTime() - ms);
const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

const meta = {
  title: 'Data display/RelativeTime',
  component: RelativeTime,
  tags: ['autodocs'],
  args: { date: before(5 * MINUTE), now, locale: 'en-GB' },
} satisfies Meta<typeof RelativeTime>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Minutes ago, in a machine-readable `<time>` with the full date as its tooltip. */
export const Minutes: Story = {
  play: async ({ canvas }) => {
    const time = canvas.getByText('5 minutes ago');
    await expect(time.tagName).toBe('TIME');
    await expect(time).toHaveAttribute('datetime', '2026-03-15T11:55:00.000Z');
    await expect(time.getAttribute('title')).toMatch(/2026/);
  },
};

/** Under a minute: still counted in minutes (admin §9). */
export const UnderAMinute: Story = {
  args: { date: before(20_000) },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('0 minutes ago')).toBeInTheDocument();
  },
};

/** Exactly one minute: singular. */
export const OneMinute: Story = {
  args: { date: before(MINUTE) },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('1 minute ago')).toBeInTheDocument();
  },
};

/** Under a day: hours. */
export const Hours: Story = {
  args: { date: before(3 * HOUR) },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('3 hours ago')).toBeInTheDocument();
  },
};

/** Under 30 days: approximate days. */
export const Days: Story = {
  args: { date: before(12 * DAY) },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('approximately 12 days ago')).toBeInTheDocument();
  },
};

/** Under a year: months. */
export const Months: Story = {
  args: { date: before(100 * DAY) },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('3 months ago')).toBeInTheDocument();
  },
};

/** A year or more: years. */
export const Years: Story = {
  args: { date: before(800 * DAY) },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('2 years ago')).toBeInTheDocument();
  },
};

/** An ISO string as the API sends it (created_at). */
export const FromIsoString: Story = {
  args: { date: '2026-03-14T12:00:00Z' },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('approximately 1 day ago')).toBeInTheDocument();
  },
};

/** A future moment. */
export const Future: Story = { args: { date: new Date(now.getTime() + 2 * HOUR) } };
