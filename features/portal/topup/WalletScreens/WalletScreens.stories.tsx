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
import { expect, fn, waitFor } from 'storybook/test';
import { WalletConfirmationScreen } from './WalletConfirmationScreen';
import { WalletSelectScreen } from './WalletSelectScreen';
import { WalletSubmitScreen } from './WalletSubmitScreen';

const go = fn();
const back = fn();
const navigation = storyNavigation(go, back);
/** The first Bangladesh top-up of the demo's day, as the server numbers it. */
const transactionId = 'BDT-20250601-00001';
const chosen = {
  receiverMsisdn: '60195551234',
  topup: { type: 'other', packageId: 6, wallet: 'tng', transactionId },
};

const meta = {
  title: 'Portal/Topup/WalletScreens',
  component: WalletConfirmationScreen,
  tags: ['autodocs', 'mobile', 'page'],
  parameters: portalPage(),
  globals: portalPageGlobals,
  args: { service: 'topup', navigation },
  decorators: [withPortalPage, withPortalState({ state: chosen })],
  beforeEach: () => {
    go.mockClear();
  },
} satisfies Meta<typeof WalletConfirmationScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

/** What is paid, then the top-up (a guest's, here); its success opens the success page. */
export const Confirm: Story = {
  play: async ({ canvas, userEvent }) => {
    await expect(await canvas.findByText("Touch 'n Go eWallet")).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Pay RM 10.00' }));
    await waitFor(() =>
      expect(go).toHaveBeenCalledWith({ kind: 'screen', screen: 'walletSubmit', param: 'success' }),
    );
  },
};

/** The server fails: the failure page opens, the choice kept. */
export const PaymentFails: Story = {
  tags: ['no-visual'],
  parameters: { msw: { handlers: { page: [scenario('startBdTopup', 'serverError')] } } },
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(await canvas.findByRole('button', { name: 'Pay RM 10.00' }));
    await waitFor(() =>
      expect(go).toHaveBeenCalledWith({ kind: 'screen', screen: 'walletSubmit', param: 'failure' }),
    );
    await expect(sessionStorage.getItem('receiverMsisdn')).toBe('60195551234');
  },
};

/** The wallets. */
export const Wallets: StoryObj<typeof WalletSelectScreen> = {
  render: () => <WalletSelectScreen service="topup" navigation={navigation} />,
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(await canvas.findByRole('button', { name: 'GrabPay' }));
    await expect(go).toHaveBeenCalledWith({
      kind: 'screen',
      screen: 'walletConfirmation',
      param: 'topup',
    });
  },
};

/** The success page with the transaction. */
export const Success: StoryObj<typeof WalletSubmitScreen> = {
  render: () => <WalletSubmitScreen reason="success" navigation={navigation} />,
  play: async ({ canvas }) => {
    await expect(
      await canvas.findByText('Your top-up of RM 10.00 to +60195551234 has been received.'),
    ).toBeVisible();
    await expect(canvas.getByText(transactionId)).toBeVisible();
  },
};

/** The failure page keeps what was chosen and offers to try again. */
export const Failure: StoryObj<typeof WalletSubmitScreen> = {
  render: () => <WalletSubmitScreen reason="failure" navigation={navigation} />,
  play: async ({ canvas, userEvent }) => {
    await expect(await canvas.findByRole('alert')).toHaveTextContent(
      'The top-up of RM 10.00 to +60195551234 could not be made.',
    );
    await userEvent.click(canvas.getByRole('button', { name: 'Try again' }));
    await expect(go).toHaveBeenCalledWith({
      kind: 'screen',
      screen: 'walletConfirmation',
      param: 'topup',
    });
  },
};

/** The failure page in Bengali, for U Mobile. */
export const FailureBengali: StoryObj<typeof WalletSubmitScreen> = {
  parameters: portalLook(2, 'bn'),
  decorators: [withPortalState({ state: chosen })],
  render: () => <WalletSubmitScreen reason="failure" navigation={navigation} />,
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { name: 'টপ-আপ ব্যর্থ' })).toBeVisible();
  },
};
