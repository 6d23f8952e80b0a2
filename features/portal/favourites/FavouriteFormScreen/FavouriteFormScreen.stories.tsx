import { scenario } from '@api/mocks';
import {
  portalLook,
  portalPage,
  portalPageGlobals,
  storyNavigation,
  withPortalPage,
  withPortalState,
} from '@features/portal/core/stories';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, waitFor, within } from 'storybook/test';
import { FavouriteFormScreen } from './FavouriteFormScreen';

const go = fn();
const back = fn();

const meta = {
  title: 'Portal/Favourites/FavouriteFormScreen',
  component: FavouriteFormScreen,
  tags: ['autodocs', 'mobile', 'page'],
  parameters: portalPage(),
  globals: portalPageGlobals,
  args: { navigation: storyNavigation(go, back) },
  decorators: [withPortalPage, withPortalState({ verified: '60123456789' })],
  beforeEach: () => {
    go.mockClear();
  },
} satisfies Meta<typeof FavouriteFormScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The operator follows the number's first three digits as it is typed, in either country. */
export const DetectsOperator: Story = {
  play: async ({ canvas, userEvent }) => {
    const number = await canvas.findByRole('textbox', { name: /Receiver number/ });
    const operators = within(canvas.getByRole('group', { name: 'Operator' }));
    await expect(canvas.getByRole('combobox', { name: /Country/ })).toHaveValue('MY');
    await userEvent.type(number, '011');
    await expect(operators.getByRole('radio', { name: 'Umobile' })).toBeChecked();
    await userEvent.clear(number);
    await userEvent.type(number, '0171234567');
    await expect(operators.getByRole('radio', { name: 'Maxis' })).toBeChecked();
    await userEvent.selectOptions(canvas.getByRole('combobox', { name: /Country/ }), 'BD');
    await expect(await operators.findByRole('radio', { name: 'Grameenphone' })).toBeChecked();
    await userEvent.clear(number);
    await userEvent.type(number, '8801812345678');
    await expect(number).toHaveValue('880181234567');
    await expect(operators.getByRole('radio', { name: 'Robi' })).toBeChecked();
  },
};

/** Saving without a name or with a short number shows the field errors; nothing is lost. */
export const FieldErrors: Story = {
  play: async ({ canvas, userEvent }) => {
    const number = await canvas.findByRole('textbox', { name: /Receiver number/ });
    await userEvent.type(number, '012345');
    await userEvent.click(canvas.getByRole('button', { name: 'Save' }));
    await expect(await canvas.findAllByText('Please enter a name.')).not.toHaveLength(0);
    await expect(
      canvas.getAllByText('The receiver number must be 10 to 12 digits.'),
    ).not.toHaveLength(0);
    await expect(number).toHaveValue('012345');
    await expect(go).not.toHaveBeenCalled();
  },
};

/** A number already in the list: the server refuses (code '01') and its message is a toast. */
export const Refused: Story = {
  tags: ['no-visual'],
  play: async ({ canvas, userEvent }) => {
    await userEvent.type(await canvas.findByRole('textbox', { name: /Name/ }), 'Karim again');
    await userEvent.type(canvas.getByRole('textbox', { name: /Receiver number/ }), '60198765432');
    await userEvent.click(canvas.getByRole('button', { name: 'Save' }));
    const page = within(document.body);
    await expect(await page.findByText(/already/i)).toBeVisible();
    await expect(go).not.toHaveBeenCalled();
  },
};

/** Adding a new number goes back to the list. */
export const Saved: Story = {
  tags: ['no-visual'],
  play: async ({ canvas, userEvent }) => {
    await userEvent.type(await canvas.findByRole('textbox', { name: /Name/ }), 'Pak Long');
    await userEvent.type(canvas.getByRole('textbox', { name: /Receiver number/ }), '0195551234');
    await userEvent.click(canvas.getByRole('button', { name: 'Save' }));
    await waitFor(() =>
      expect(go).toHaveBeenCalledWith({ kind: 'screen', screen: 'favourites' }, { replace: true }),
    );
  },
};

/** Editing a favourite: its values are filled in. */
export const Edit: Story = {
  args: { editId: 302 },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('textbox', { name: /Name/ })).toHaveValue('আম্মা');
    await expect(canvas.getByRole('combobox', { name: /Country/ })).toHaveValue('BD');
    await expect(
      await within(canvas.getByRole('group', { name: 'Operator' })).findByRole('radio', {
        name: 'Grameenphone',
      }),
    ).toBeChecked();
  },
};

/** In Bengali, for U Mobile. */
export const Bengali: Story = {
  parameters: portalLook(2, 'bn'),
  decorators: [
    withPortalState({
      verified: '60183456789',
    }),
  ],
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { name: 'প্রিয় নম্বর যোগ করুন' })).toBeVisible();
  },
};

/** The form could not be loaded. */
export const Failed: Story = {
  tags: ['no-visual'],
  parameters: {
    msw: { handlers: { page: [scenario('getFavouriteNumberAddPage', 'serverError')] } },
  },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('alert')).toHaveTextContent(
      'This page could not be loaded.',
    );
  },
};
