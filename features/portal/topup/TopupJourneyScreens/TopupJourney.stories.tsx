import {
  portalPage,
  portalPageGlobals,
  storyNavigation,
  withPortalPage,
  withPortalState,
} from '@features/portal/core/stories';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn } from 'storybook/test';
import { TopupNumberScreen } from './TopupNumberScreen';
import { TopupPackagesScreen } from './TopupPackagesScreen';
import { TopupReviewScreen } from './TopupReviewScreen';

const go = fn();
const back = fn();
const navigation = storyNavigation(go, back);
const verified = '60123456789';

const meta = {
  title: 'Portal/Topup/TopupJourney',
  component: TopupNumberScreen,
  tags: ['autodocs', 'mobile', 'page'],
  parameters: portalPage(),
  globals: portalPageGlobals,
  args: { kind: 'other', navigation },
  decorators: [withPortalPage, withPortalState({ verified })],
  beforeEach: () => {
    go.mockClear();
  },
} satisfies Meta<typeof TopupNumberScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Another number: a wrong one gets its message and keeps what was typed; a right one goes on. */
export const OtherNumber: Story = {
  play: async ({ canvas, userEvent }) => {
    const field = await canvas.findByRole('textbox', { name: /Number to reload/ });
    await userEvent.type(field, '01955');
    await userEvent.click(canvas.getByRole('button', { name: 'Next' }));
    await expect(
      canvas.getAllByText(
        'A Malaysian mobile number starts with 01 and is 10 digits (11 after 011).',
      ),
    ).not.toHaveLength(0);
    await expect(field).toHaveValue('01955');
    await userEvent.type(field, '51234');
    await userEvent.click(canvas.getByRole('button', { name: 'Next' }));
    await expect(go).toHaveBeenCalledWith({
      kind: 'screen',
      screen: 'topupPackages',
      param: 'other',
    });
    await expect(sessionStorage.getItem('receiverMsisdn')).toBe('60195551234');
  },
};

/** A number in Bangladesh, after +88. */
export const Bangladesh: Story = {
  args: { kind: 'bd' },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('+88')).toBeVisible();
  },
};

/** The visitor's own, verified number. */
export const OwnNumber: Story = {
  args: { kind: 'self' },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('textbox', { name: 'Your number' })).toHaveValue(
      `+${verified}`,
    );
  },
};

/** The amounts of a kind, in RM; picking one goes to the review. */
export const Amounts: StoryObj<typeof TopupPackagesScreen> = {
  render: () => <TopupPackagesScreen kind="self" navigation={navigation} />,
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(await canvas.findByRole('button', { name: /RM 30\.00/ }));
    await expect(go).toHaveBeenCalledWith({
      kind: 'screen',
      screen: 'packageReview',
      param: 'topup',
    });
  },
};

/** The review of what was chosen. */
export const Review: StoryObj<typeof TopupReviewScreen> = {
  decorators: [
    withPortalState({
      state: {
        receiverMsisdn: '8801711223344',
        topup: { type: 'bd', packageId: 9 },
      },
      verified,
    }),
  ],
  render: () => <TopupReviewScreen service="topup" navigation={navigation} />,
  play: async ({ canvas, userEvent }) => {
    await expect(await canvas.findByText('RM 20.00')).toBeVisible();
    await expect(canvas.getByText('+8801711223344')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Continue' }));
    await expect(go).toHaveBeenCalledWith({
      kind: 'screen',
      screen: 'walletSelect',
      param: 'topup',
    });
  },
};

/** The review opened with nothing chosen and no number: back to the start. */
export const NothingChosen: StoryObj<typeof TopupReviewScreen> = {
  decorators: [withPortalState()],
  render: () => <TopupReviewScreen service="topup" navigation={navigation} />,
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('No top-up has been chosen yet.')).toBeVisible();
  },
};
