import type { Schema } from '@api';
import { menuSeeds, type MenuSeed } from '@domain/admin-demo';
import { adminHttp, scenario, validationScenario } from '@api/mocks';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, waitFor, within } from 'storybook/test';
import { INDENT_WIDTH } from '../model';
import { MenuEditorScreen } from './MenuEditorScreen';

/** Waits for answers and re-renders: the machine running the stories may be busy. */
const slow = { timeout: 5000 };

/** Receives every body sent to PUT /update-menu-order (the store still answers it). */
const sentOrder = fn<(body: Schema<'MenuOrderInput'>) => void>();

const spyOnOrder = adminHttp.put('/update-menu-order', async ({ request }) => {
  // A clone: the store's handler still reads the body and answers.
  sentOrder(await request.clone().json());
  return undefined;
});

/** The titles of the tree's rows, top to bottom. */
function rowTitles(canvasElement: HTMLElement): string[] {
  const list = within(canvasElement).getByRole('list', { name: 'Menu entries' });
  return within(list)
    .getAllByRole('listitem')
    .map(
      (row) =>
        row
          .querySelector('button')
          ?.getAttribute('aria-label')
          ?.replace(/^Drag /, '') ?? '',
    );
}

/** The row of an entry, found by the accessible name of its drag handle. */
async function rowOf(canvasElement: HTMLElement, title: string): Promise<HTMLElement> {
  // Rows appear once the menu has (re)loaded.
  const handle = await within(canvasElement).findByRole('button', { name: `Drag ${title}` }, slow);
  const row = handle.closest('li');
  if (row === null) throw new Error(`no row for ${title}`);
  return row;
}

const meta = {
  title: 'Admin/Menu/MenuEditorScreen',
  component: MenuEditorScreen,
  tags: ['autodocs', 'page'],
  args: {},
  parameters: { layout: 'fullscreen', initialGlobals: { theme: 'admin' } },
  beforeEach: () => {
    sentOrder.mockClear();
  },
} satisfies Meta<typeof MenuEditorScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The menu tree with icons, titles and uris; nothing to save yet; the form creates a new entry. */
export const Loaded: Story = {
  play: async ({ canvas, canvasElement }) => {
    await expect(
      canvas.getByRole('heading', { level: 1, name: 'Menu customization' }),
    ).toBeVisible();
    const users = await rowOf(canvasElement, 'Users');
    await expect(users).toHaveAttribute('aria-level', '2');
    await expect(within(users).getByText('auth/users')).toBeVisible();
    const ledger = await rowOf(canvasElement, 'General ledger accounts');
    await expect(ledger).toHaveAttribute('aria-level', '3');
    // Entries the sidebar hides by title are marked.
    const helpers = await rowOf(canvasElement, 'Helpers');
    await expect(within(helpers).getByText('Hidden in sidebar')).toBeVisible();
    await expect(within(users).queryByText('Hidden in sidebar')).toBeNull();
    await expect(canvas.getByRole('button', { name: 'Save order' })).toBeDisabled();
    await expect(canvas.getByRole('button', { name: 'Reset order' })).toBeDisabled();
    await expect(canvas.getByRole('heading', { name: 'New menu entry' })).toBeVisible();
    await expect(canvas.getByRole('combobox', { name: 'Parent' })).toHaveValue('ROOT');
    await expect(canvas.getByText('fa-bars')).toBeVisible();
  },
};

/** While the menu loads. */
export const Loading: Story = {
  parameters: { msw: { handlers: { menu: [scenario('listMenu', 'loading')] } } },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status', { name: 'Loading the menu' })).toBeVisible();
  },
};

/** No entries yet: the tree says so, the form can create the first one. */
export const Empty: Story = {
  parameters: { msw: { handlers: { menu: [scenario('listMenu', 'empty')] } } },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('No data found!', undefined, slow)).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Save order' })).toBeDisabled();
    await expect(canvas.getByRole('button', { name: 'Create entry' })).toBeEnabled();
  },
};

/** The menu answered 403. */
export const Forbidden: Story = {
  parameters: { msw: { handlers: { menu: [scenario('listMenu', 'forbidden')] } } },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('Permission denied!', undefined, slow)).toBeVisible();
    await expect(canvas.queryByRole('list', { name: 'Menu entries' })).toBeNull();
  },
};

/** The menu answered 500: the reason and a retry. */
export const ServerError: Story = {
  parameters: { msw: { handlers: { menu: [scenario('listMenu', 'serverError')] } } },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('alert', undefined, slow)).toHaveTextContent(
      'We could not load the menu.',
    );
    await expect(canvas.getByRole('button', { name: 'Try again' })).toBeEnabled();
  },
};

/** The menu call got no answer. */
export const NetworkError: Story = {
  parameters: { msw: { handlers: { menu: [scenario('listMenu', 'networkError')] } } },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('alert', undefined, slow)).toHaveTextContent(
      'There is some problem in your network!',
    );
  },
};

/**
 * Keyboard drag and drop: focus a handle, Space picks it up, ArrowDown moves it past the next
 * entry, Space drops it; Save order sends the new order and the reloaded menu shows it.
 */
export const KeyboardReorder: Story = {
  parameters: { msw: { handlers: { spy: [spyOnOrder] } } },
  play: async ({ canvas, canvasElement, userEvent }) => {
    const handle = await canvas.findByRole('button', { name: 'Drag Users' }, slow);
    handle.focus();
    await userEvent.keyboard(' ');
    await expect(
      await screen.findByText('Picked up Users, item 1 of 5 in Admin, level 2.', undefined, slow),
    ).toBeInTheDocument();
    await userEvent.keyboard('{ArrowDown}');
    await expect(
      await screen.findByText('Users would be item 2 of 5 in Admin, level 2.', undefined, slow),
    ).toBeInTheDocument();
    await userEvent.keyboard(' ');
    await expect(
      await canvas.findByText('Users moved: item 2 of 5 in Admin, level 2.', undefined, slow),
    ).toBeVisible();
    await expect(rowTitles(canvasElement).slice(1, 5)).toEqual([
      'Admin',
      'Roles',
      'Users',
      'Permissions',
    ]);
    await waitFor(
      () => expect(canvas.getByRole('button', { name: 'Drag Users' })).toHaveFocus(),
      slow,
    );

    const save = canvas.getByRole('button', { name: 'Save order' });
    await expect(save).toBeEnabled();
    await userEvent.click(save);
    await expect(await screen.findByText('Menu order saved.', undefined, slow)).toBeVisible();
    await expect(sentOrder).toHaveBeenCalledOnce();
    await expect(sentOrder.mock.calls[0]?.[0].order.slice(0, 2)).toEqual([
      { id: 1 },
      { id: 2, children: [{ id: 4 }, { id: 3 }, { id: 5 }, { id: 6 }, { id: 7 }] },
    ]);
    // The reloaded menu (the mock store) has the new order, and nothing is left to save.
    await waitFor(
      () => expect(canvas.getByRole('button', { name: 'Save order' })).toBeDisabled(),
      slow,
    );
    await expect(rowTitles(canvasElement).slice(1, 5)).toEqual([
      'Admin',
      'Roles',
      'Users',
      'Permissions',
    ]);
  },
};

/** Drag with the pointer: a drag to the right nests Roles under Users, at level 3. */
export const PointerDragNests: Story = {
  play: async ({ canvas, canvasElement, userEvent }) => {
    const handle = within(await rowOf(canvasElement, 'Roles')).getByRole('button', {
      name: 'Drag Roles',
    });
    const { left, top } = handle.getBoundingClientRect();
    // Nothing drawn over the handle (such as the level guides) may catch the pointer.
    await expect(handle.contains(document.elementFromPoint(left + 10, top + 10))).toBe(true);
    const at = (dx: number) => ({ clientX: left + 10 + dx, clientY: top + 10 });
    // A hand moves on once the screen has followed it: first the pick-up, then the place
    // the entry would land in, as the live region says them.
    await userEvent.pointer([
      { keys: '[MouseLeft>]', target: handle, coords: at(0) },
      { target: handle, coords: at(8) },
    ]);
    await screen.findByText(/^Picked up Roles,/, undefined, slow);
    await userEvent.pointer([
      { target: handle, coords: at(24) },
      { target: handle, coords: at(INDENT_WIDTH + 8) },
    ]);
    await screen.findByText('Roles would be item 1 of 1 in Users, level 3.', undefined, slow);
    await userEvent.pointer({ keys: '[/MouseLeft]', target: handle, coords: at(INDENT_WIDTH + 8) });
    await expect(
      await canvas.findByText('Roles moved: item 1 of 1 in Users, level 3.', undefined, slow),
    ).toBeVisible();
    await expect(await rowOf(canvasElement, 'Roles')).toHaveAttribute('aria-level', '3');
    await expect(canvas.getByRole('button', { name: 'Save order' })).toBeEnabled();
  },
};

/** The Move menu moves without dragging; Reset undoes the unsaved moves. */
export const MoveMenuAndReset: Story = {
  play: async ({ canvas, canvasElement, userEvent }) => {
    await rowOf(canvasElement, 'Dashboard');
    await userEvent.click(canvas.getByRole('button', { name: 'Move Dashboard' }));
    await expect(canvas.getByRole('menuitem', { name: 'Move up' })).toHaveAttribute(
      'aria-disabled',
      'true',
    );
    await userEvent.click(canvas.getByRole('menuitem', { name: 'Move down' }));
    await expect(canvas.getByText('Dashboard moved: item 2 of 10 at the top level.')).toBeVisible();
    await expect(rowTitles(canvasElement).slice(0, 7)).toEqual([
      'Admin',
      'Users',
      'Roles',
      'Permissions',
      'Menu',
      'Operation log',
      'Dashboard',
    ]);
    await expect(canvas.getByRole('button', { name: 'Move Dashboard' })).toHaveFocus();

    await userEvent.click(canvas.getByRole('button', { name: 'Move Dashboard' }));
    await userEvent.click(canvas.getByRole('menuitem', { name: 'Nest under the entry above' }));
    await expect(await rowOf(canvasElement, 'Dashboard')).toHaveAttribute('aria-level', '2');
    await expect(canvas.getByText('Dashboard moved: item 6 of 6 in Admin, level 2.')).toBeVisible();

    await userEvent.click(canvas.getByRole('button', { name: 'Reset order' }));
    await expect(rowTitles(canvasElement)[0]).toBe('Dashboard');
    await expect(canvas.getByRole('button', { name: 'Save order' })).toBeDisabled();
    await expect(canvas.getByText('Unsaved moves were undone.')).toBeVisible();
  },
};

/** Nothing may go deeper than level 3: by the Move menu, or by dragging right with the keyboard. */
export const NestingRefused: Story = {
  play: async ({ canvas, canvasElement, userEvent }) => {
    // Accounts is at level 3: nesting it under General ledger accounts would make level 4.
    await rowOf(canvasElement, 'Accounts');
    await userEvent.click(canvas.getByRole('button', { name: 'Move Accounts' }));
    await userEvent.click(canvas.getByRole('menuitem', { name: 'Nest under the entry above' }));
    await expect(
      canvas.getByText('Accounts cannot go there: the menu has at most 3 levels.'),
    ).toBeVisible();
    await expect(await rowOf(canvasElement, 'Accounts')).toHaveAttribute('aria-level', '3');

    // Accounting has children: under User payment methods they would be at level 4.
    await userEvent.click(canvas.getByRole('button', { name: 'Move Accounting' }));
    await userEvent.click(canvas.getByRole('menuitem', { name: 'Nest under the entry above' }));
    await expect(
      canvas.getByText('Accounting cannot go there: the menu has at most 3 levels.'),
    ).toBeVisible();

    // The same limit while dragging with the keyboard: ArrowRight stops at level 3.
    canvas.getByRole('button', { name: 'Drag Accounts' }).focus();
    await userEvent.keyboard(' ');
    await screen.findByText(/^Picked up Accounts/, undefined, slow);
    await userEvent.keyboard('{ArrowRight}');
    await expect(
      await canvas.findByText(
        'Accounts cannot go there: the menu has at most 3 levels.',
        undefined,
        slow,
      ),
    ).toBeVisible();
    await userEvent.keyboard(' ');
    await expect(
      await canvas.findByText('Accounts was dropped in its original position.', undefined, slow),
    ).toBeVisible();
    await expect(await rowOf(canvasElement, 'Accounts')).toHaveAttribute('aria-level', '3');
    await expect(canvas.getByRole('button', { name: 'Save order' })).toBeDisabled();
  },
};

/** Create an entry: title, parent, an icon chosen in the picker, uri and roles; it joins the tree. */
export const CreateWithIconPicker: Story = {
  play: async ({ canvas, canvasElement, userEvent }) => {
    await rowOf(canvasElement, 'Reports');
    await userEvent.type(canvas.getByRole('textbox', { name: 'Title' }), 'Usage reports');
    await userEvent.click(canvas.getByRole('combobox', { name: 'Parent' }));
    await userEvent.click(await canvas.findByRole('option', { name: /Reports$/ }, slow));
    await userEvent.click(canvas.getByRole('button', { name: /Choose icon/ }));
    await userEvent.type(canvas.getByRole('searchbox', { name: 'Search icons' }), 'line');
    await userEvent.click(canvas.getByRole('radio', { name: 'fa-line-chart' }));
    await expect(canvas.getByText('fa-line-chart')).toBeVisible();
    await userEvent.type(canvas.getByRole('textbox', { name: 'URI' }), 'ext-reports/usage');
    await userEvent.click(canvas.getByRole('combobox', { name: 'Roles' }));
    await userEvent.click(await canvas.findByRole('option', { name: 'Billing Viewer' }, slow));
    await userEvent.click(canvas.getByRole('button', { name: 'Create entry' }));

    await expect(
      await screen.findByText('Menu saved successfully.', undefined, slow),
    ).toBeVisible();
    const row = await rowOf(canvasElement, 'Usage reports');
    await expect(row).toHaveAttribute('aria-level', '2');
    await expect(within(row).getByText('ext-reports/usage')).toBeVisible();
    await expect(rowTitles(canvasElement).indexOf('Usage reports')).toBe(
      rowTitles(canvasElement).indexOf('Report designer') + 1,
    );
    // The form is ready for the next entry, under the same parent.
    await expect(canvas.getByRole('textbox', { name: 'Title' })).toHaveValue('');
  },
};

/** Edit loads the entry into the form; saving changes its row. */
export const Edit: Story = {
  play: async ({ canvas, canvasElement, userEvent }) => {
    await rowOf(canvasElement, 'Invoices');
    await userEvent.click(canvas.getByRole('button', { name: 'Edit Invoices' }));
    await expect(
      await canvas.findByRole('heading', { name: 'Edit menu entry' }, slow),
    ).toBeVisible();
    const title = await canvas.findByRole('textbox', { name: 'Title' }, slow);
    await expect(title).toHaveValue('Invoices');
    // The form takes the focus, so it is in view and keyboard users continue there.
    await expect(title).toHaveFocus();
    await expect(canvas.getByRole('textbox', { name: 'URI' })).toHaveValue(
      'ext-cbs-invoice/invoice',
    );
    await expect(canvas.getByText('fa-file-text-o')).toBeVisible();
    await userEvent.clear(title);
    await userEvent.type(title, 'Invoices and bills');
    await userEvent.click(canvas.getByRole('button', { name: 'Save entry' }));

    await expect(
      await screen.findByText('Menu saved successfully.', undefined, slow),
    ).toBeVisible();
    await expect(await rowOf(canvasElement, 'Invoices and bills')).toHaveAttribute(
      'aria-level',
      '2',
    );
    await expect(canvas.getByRole('heading', { name: 'New menu entry' })).toBeVisible();
  },
};

/** The entries a seeded menu group holds, at any depth (the seed grows with the billing modules). */
function entriesInside(title: string, entries: readonly MenuSeed[] = menuSeeds): number {
  const count = (group: MenuSeed): number =>
    (group.children ?? []).reduce((total, child) => total + 1 + count(child), 0);
  for (const entry of entries) {
    if (entry.title === title) return count(entry);
    const inside = entriesInside(title, entry.children ?? []);
    if (inside >= 0) return inside;
  }
  return -1;
}

/** Delete asks first ('Are you sure?'), then removes the entry and its children. */
export const DeleteWithConfirmation: Story = {
  play: async ({ canvas, canvasElement, userEvent }) => {
    await rowOf(canvasElement, 'Accounting');
    await userEvent.click(canvas.getByRole('button', { name: 'Delete Accounting' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Are you sure?' }, slow);
    await expect(dialog).toHaveTextContent(
      `Accounting and the ${String(entriesInside('Accounting'))} entries inside it will be deleted.`,
    );
    await userEvent.click(within(dialog).getByRole('button', { name: 'Yes, delete it!' }));

    await expect(
      await screen.findByText('Menu deleted successfully.', undefined, slow),
    ).toBeVisible();
    await waitFor(() =>
      expect(canvas.queryByRole('button', { name: 'Drag Accounting' })).toBeNull(),
    );
    await expect(canvas.queryByRole('button', { name: 'Drag Accounts' })).toBeNull();
    // The focus moves to the list once the closing dialog has let go of it.
    await waitFor(() => expect(canvas.getByRole('list', { name: 'Menu entries' })).toHaveFocus());
  },
};

/** Submitting without a title shows the required message under the field and in the summary. */
export const RequiredErrors: Story = {
  play: async ({ canvas, userEvent }) => {
    const uri = await canvas.findByRole('textbox', { name: 'URI' }, slow);
    await userEvent.type(uri, 'auth/kept');
    await userEvent.click(canvas.getByRole('button', { name: 'Create entry' }));
    const title = canvas.getByRole('textbox', { name: 'Title' });
    await expect(title).toHaveAttribute('aria-invalid', 'true');
    await expect(title).toHaveAccessibleDescription('The title field is required.');
    await expect(title).toHaveFocus();
    await expect(canvas.getByRole('alert')).toHaveTextContent('The title field is required.');
    await expect(uri).toHaveValue('auth/kept');

    await userEvent.click(title);
    await userEvent.paste('x'.repeat(51));
    await userEvent.click(canvas.getByRole('button', { name: 'Create entry' }));
    await expect(title).toHaveAccessibleDescription(
      'The title field must not be greater than 50 characters.',
    );
  },
};

/** The server refuses the entry (422): its messages go under the fields, nothing typed is lost. */
export const ValidationErrors: Story = {
  parameters: {
    msw: {
      handlers: {
        store: [
          validationScenario('storeMenuItem', {
            title: ['The title has already been taken.'],
            uri: ['The uri format is invalid.'],
          }),
        ],
      },
    },
  },
  play: async ({ canvas, userEvent }) => {
    await userEvent.type(await canvas.findByRole('textbox', { name: 'Title' }, slow), 'Users');
    await userEvent.type(canvas.getByRole('textbox', { name: 'URI' }), 'not a uri');
    await userEvent.click(canvas.getByRole('button', { name: 'Create entry' }));
    const title = canvas.getByRole('textbox', { name: 'Title' });
    await waitFor(() =>
      expect(title).toHaveAccessibleDescription('The title has already been taken.'),
    );
    await expect(canvas.getByRole('textbox', { name: 'URI' })).toHaveAccessibleDescription(
      /The uri format is invalid\./,
    );
    await expect(title).toHaveValue('Users');
    await expect(canvas.getByRole('textbox', { name: 'URI' })).toHaveValue('not a uri');
  },
};

/** While the order is saved: Save order is busy and the rows cannot be dragged. */
export const Saving: Story = {
  parameters: { msw: { handlers: { order: [scenario('updateMenuOrder', 'loading')] } } },
  play: async ({ canvas, canvasElement, userEvent }) => {
    await rowOf(canvasElement, 'Roles');
    await userEvent.click(canvas.getByRole('button', { name: 'Move Roles' }));
    await userEvent.click(canvas.getByRole('menuitem', { name: 'Move up' }));
    await userEvent.click(canvas.getByRole('button', { name: 'Save order' }));
    await expect(canvas.getByRole('button', { name: 'Save order' })).toHaveAttribute(
      'aria-busy',
      'true',
    );
    await expect(canvas.getByRole('button', { name: 'Drag Roles' })).toBeDisabled();
    await expect(canvas.getByRole('button', { name: 'Reset order' })).toBeDisabled();
  },
};

/** Saving the order failed: an error toast with the server's message; the moves stay to retry. */
export const SaveFailed: Story = {
  parameters: { msw: { handlers: { order: [scenario('updateMenuOrder', 'serverError')] } } },
  play: async ({ canvas, canvasElement, userEvent }) => {
    await rowOf(canvasElement, 'Roles');
    await userEvent.click(canvas.getByRole('button', { name: 'Move Roles' }));
    await userEvent.click(canvas.getByRole('menuitem', { name: 'Move up' }));
    await userEvent.click(canvas.getByRole('button', { name: 'Save order' }));
    const toast = await screen.findByRole('alert', undefined, slow);
    await expect(toast).toHaveTextContent('The order was not saved');
    await expect(toast).toHaveTextContent('Server Error');
    await expect(canvas.getByRole('button', { name: 'Save order' })).toBeEnabled();
    await expect(rowTitles(canvasElement).slice(2, 4)).toEqual(['Roles', 'Users']);
  },
};

/** The entry to edit could not be loaded (404): the form says so and offers a new entry instead. */
export const EditNotFound: Story = {
  parameters: { msw: { handlers: { show: [scenario('showMenuItem', 'notFound')] } } },
  play: async ({ canvas, canvasElement, userEvent }) => {
    await rowOf(canvasElement, 'Invoices');
    await userEvent.click(canvas.getByRole('button', { name: 'Edit Invoices' }));
    await expect(await canvas.findByText('Not Found', undefined, slow)).toBeVisible();
    await expect(canvas.getByRole('heading', { name: 'Edit menu entry' })).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Create a new entry instead' })).toBeEnabled();
  },
};
