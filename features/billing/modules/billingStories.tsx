/**
 * Story parts of the billing resources (story files only), besides the generic states of
 * `@features/platform/resource/stories`: the list with filters applied from the URL, the show
 * page with its related records, and references that link as in the app.
 */
import { AdminLayout } from '@ds';
import { RecordLinksProvider, type RecordLinks } from '@features/platform/resource';
import type { Args, Decorator, StoryContext, StoryObj } from '@storybook/react-vite';
import { expect, fn, waitFor, within } from 'storybook/test';
import { valueLabel } from './vocabulary';

/** Links as an app gives them, so references show as links in the stories. */
const storyLinks: RecordLinks = {
  show: (path, id) => `${path}/${String(id)}`,
  list: (path, filters) => `${path}?${new URLSearchParams(filters as Record<string, string>)}`,
  create: (path) => `${path}/add`,
};

const withLinks: Decorator = (Story) => (
  <RecordLinksProvider links={storyLinks}>
    <Story />
  </RecordLinksProvider>
);

/** The decorators of billing stories: references link as in the app. */
export const billingDecorators = [withLinks];

/**
 * The list opened with filters in its URL query: the filter form shows them and every row
 * matches (shows `rowText`, e.g. the status filtered by).
 */
export function listFilteredStory(filter: Record<string, string>, rowText: string): StoryObj {
  return {
    parameters: { router: { initialEntries: [`/?${new URLSearchParams(filter).toString()}`] } },
    play: async ({ canvas }) => {
      await waitFor(async () => {
        await expect(canvas.getAllByRole('row').length).toBeGreaterThan(1);
      });
      const form = within(canvas.getByRole('search'));
      // A field the user sees with a value (a date field's calendar holds it too, hidden).
      const shown = (text: string) =>
        form
          .queryAllByDisplayValue(text)
          .find((field) => field.getAttribute('aria-hidden') !== 'true');
      for (const [name, value] of Object.entries(filter)) {
        // A text or date filter shows what was typed; a select shows its option's label.
        await expect(shown(valueLabel(name, value)) ?? shown(value)).toBeVisible();
      }
      for (const row of canvas.getAllByRole('row').slice(1)) {
        await expect(row).toHaveTextContent(rowText);
      }
    },
  };
}

/** A resource's show story that also waits for its related records (the `related` card). */
export function withRelated<A extends Args>(show: StoryObj<A>, related: string): StoryObj<A> {
  const play = async (context: StoryContext<A>) => {
    await show.play?.(context);
    const { canvas } = context;
    await expect(await canvas.findByRole('heading', { name: related })).toBeVisible();
    // A table of related records, or a timeline of events.
    await waitFor(async () => {
      const shown = canvas.queryAllByRole('row').length + canvas.queryAllByRole('listitem').length;
      await expect(shown).toBeGreaterThan(1);
    });
    // Every part of the page has loaded: no spinner is left.
    await waitFor(() =>
      expect(canvas.queryAllByRole('status', { name: /Loading/ })).toHaveLength(0),
    );
  };
  return { ...show, play };
}

/** The console's frame: its sidebar beside the screen, its top bar above. */
const inConsole: Decorator = (Story) => (
  <AdminLayout
    brand="Telco Console"
    menu={[
      { id: 1, title: 'Dashboard', icon: 'fa-bar-chart', uri: '/' },
      { id: 2, title: 'Billing', icon: 'fa-money', uri: 'ext-cbs-product/product' },
    ]}
    activePath="/admin/ext-cbs-product/product"
    onNavigate={fn()}
    user={{ name: 'Aisyah Rahman', onSettings: fn(), onLogout: fn() }}
    now={new Date('2025-06-01T03:00:00Z')}
  >
    <Story />
  </AdminLayout>
);

/**
 * The list on a 1366 px laptop beside the console's sidebar: every data column is in view
 * beside the row actions column, none under it.
 */
export const listOnLaptopStory: StoryObj = {
  globals: { viewport: { value: 'wide' } },
  decorators: [inConsole],
  play: async ({ canvas }) => {
    await waitFor(async () => {
      await expect(canvas.getAllByRole('row').length).toBeGreaterThan(1);
      await expect(canvas.getByRole('table')).not.toHaveAttribute('aria-busy');
    });
    const headers = within(canvas.getByRole('table')).getAllByRole('columnheader');
    const actions = headers.at(-1);
    await expect(actions).toHaveTextContent('Actions');
    // A header reaching past the column's edge is (partly) drawn under it.
    const covered = () => {
      const edge = actions?.getBoundingClientRect().left ?? 0;
      return headers
        .slice(0, -1)
        .filter((header) => header.getBoundingClientRect().right > edge + 0.5)
        .map((header) => header.textContent);
    };
    await waitFor(() => expect(covered()).toEqual([]));
  },
};
