import { scenario } from '@api/mocks';
import {
  portalLook,
  portalPage,
  portalPageGlobals,
  storyNavigation,
  withPortalPage,
  withPortalState,
} from '@features/portal/core/stories';
import { PortalLayout } from '@features/portal/shell';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, waitFor } from 'storybook/test';
import { HomeScreen } from './HomeScreen';

const go = fn();
const back = fn();

const meta = {
  title: 'Portal/Home/HomeScreen',
  component: HomeScreen,
  tags: ['autodocs', 'mobile', 'page'],
  parameters: portalPage(),
  globals: portalPageGlobals,
  args: { navigation: storyNavigation(go, back) },
  decorators: [withPortalPage, withPortalState()],
  beforeEach: () => {
    go.mockClear();
  },
} satisfies Meta<typeof HomeScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Digi in English: banners, free services and the paid-service tiles of every type. */
export const Digi: Story = {
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { name: 'Other Services' })).toBeVisible();
    // The banners and the free services come with answers of their own.
    await expect(await canvas.findByRole('region', { name: 'Offers' })).toBeVisible();
    await expect(await canvas.findByRole('heading', { name: 'Free services' })).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Digi Store' })).toBeVisible();
    await expect(canvas.queryByRole('link', { name: 'U Mobile Store' })).toBeNull();
    await expect(canvas.getByRole('link', { name: 'Terms of Use' })).toBeVisible();
  },
};

/** U Mobile in Bengali (its default language): its own banners, tiles and look. */
export const UmobileBengali: Story = {
  parameters: portalLook(2, 'bn'),
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { name: 'অন্যান্য সার্ভিস' })).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'ইউ মোবাইল স্টোর' })).toBeVisible();
    await expect(canvas.queryByRole('link', { name: 'কলার টিউন' })).toBeNull();
  },
};

/** Digi in Malay. */
export const DigiMalay: Story = {
  parameters: portalLook(1, 'ms'),
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { name: 'Perkhidmatan Lain' })).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Tambah Nilai' })).toBeVisible();
  },
};

/**
 * Tiles route by type (§4): top-up to the hub, the number-guarded tiles to the number input
 * while no number is stored, a store tile leaves the portal.
 */
export const TileRouting: Story = {
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(await canvas.findByRole('link', { name: 'Top Up' }));
    await expect(go).toHaveBeenLastCalledWith({ kind: 'path', path: '/screen/topupHub/topup' });
    await userEvent.click(canvas.getByRole('link', { name: 'My Subscription' }));
    await expect(go).toHaveBeenLastCalledWith({
      kind: 'path',
      path: '/screen/numberInput/subscription',
    });
    await userEvent.click(canvas.getByRole('link', { name: 'Bangla Barta' }));
    await expect(go).toHaveBeenLastCalledWith({
      kind: 'path',
      path: '/screen/multipleService/bangla_barta',
    });
    await userEvent.click(canvas.getByRole('link', { name: 'Games' }));
    await expect(go).toHaveBeenLastCalledWith({
      kind: 'path',
      path: '/screen/listServiceDetails/games',
    });
    const store = canvas.getByRole('link', { name: 'Digi Store' });
    await expect(store).toHaveAttribute('href', 'https://store.digi.com.my/prepaid');
  },
};

/** With a stored number, the number-guarded tiles go straight to their screens. */
export const TileRoutingWithNumber: Story = {
  decorators: [withPortalState({ state: { msisdn: '60123456789' } })],
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(await canvas.findByRole('link', { name: 'My Subscription' }));
    await expect(go).toHaveBeenLastCalledWith({ kind: 'path', path: '/screen/mySubscription' });
    await userEvent.click(canvas.getByRole('link', { name: 'Transaction History' }));
    await expect(go).toHaveBeenLastCalledWith({ kind: 'path', path: '/screen/userHistory' });
  },
};

/** Banners and free services go where their type says (§4 Banner types, Free-service targets). */
export const BannerAndFreeServiceLinks: Story = {
  play: async ({ canvas }) => {
    const banner = await canvas.findByRole('link', {
      name: 'Raya top-up bonus: 20% extra airtime',
    });
    await expect(banner).toHaveAttribute('href', '/topup-services/topup');
    await expect(canvas.getByRole('link', { name: 'Digi Prepaid Live plans' })).toHaveAttribute(
      'href',
      'https://www.digi.com.my/prepaid-plans',
    );
    await expect(await canvas.findByRole('link', { name: 'Cricket Quiz' })).toHaveAttribute(
      'href',
      '/screen/freeServices/4',
    );
    await expect(canvas.getByRole('link', { name: 'Notices' })).toHaveAttribute(
      'href',
      '/screen/notices',
    );
  },
};

/** The sliders' controls: dots move to a slide; the button stops and starts the autoplay. */
export const CarouselControls: Story = {
  tags: ['no-visual'],
  play: async ({ canvas, userEvent }) => {
    const offers = await canvas.findByRole('region', { name: 'Offers' });
    const dots = () => offers.querySelectorAll('[aria-label^="Go to slide"]');
    await waitFor(() => expect(dots().length).toBe(4));
    const pause = offers.querySelector<HTMLButtonElement>('[aria-label="Pause the slides"]');
    const play = offers.querySelector<HTMLButtonElement>('[aria-label="Play the slides"]');
    // Autoplay runs unless the browser asks for reduced motion.
    await userEvent.click((pause ?? play) as HTMLButtonElement);
    await userEvent.click(dots()[2] as HTMLButtonElement);
    await expect(dots()[2]).toHaveAttribute('aria-current', 'true');
  },
};

/** The operator tile opens 'Select Your Operator' (the shell's popup). */
export const OperatorTileInTheShell: Story = {
  render: (args) => (
    <PortalLayout home navigation={args.navigation}>
      <HomeScreen {...args} />
    </PortalLayout>
  ),
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(await canvas.findByRole('button', { name: 'Change Operator' }));
    const popup = await screen.findByRole('dialog', { name: 'Select Your Operator' });
    await waitFor(() => expect(popup).toBeVisible());
    await expect(screen.getByRole('button', { name: 'U Mobile' })).toBeVisible();
  },
};

/** While the home loads: one spinner for the whole page. */
export const Loading: Story = {
  parameters: {
    msw: {
      handlers: {
        home: [
          scenario('getBanners', 'loading'),
          scenario('getPaidServices', 'loading'),
          scenario('getFreeServices', 'loading'),
        ],
      },
    },
  },
  play: async ({ canvas }) => {
    await expect((await canvas.findAllByRole('status', { name: 'Loading…' })).length).toBe(1);
  },
};

/** The tiles failed to load (a server error): a message and Try again; the rest still shows. */
export const TilesFailed: Story = {
  parameters: { msw: { handlers: { home: [scenario('getPaidServices', 'serverError')] } } },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('alert')).toHaveTextContent(
      'This page could not be loaded.',
    );
    await expect(canvas.getByRole('button', { name: 'Try again' })).toBeVisible();
    await expect(await canvas.findByRole('region', { name: 'Offers' })).toBeVisible();
  },
};

/** Without network and none of its answers kept: one offline state for the page, not three. */
export const Offline: Story = {
  tags: ['no-visual'],
  parameters: {
    msw: {
      handlers: {
        home: [
          scenario('getBanners', 'networkError'),
          scenario('getPaidServices', 'networkError'),
          scenario('getFreeServices', 'networkError'),
        ],
      },
    },
  },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('alert')).toHaveTextContent('You are offline');
    await expect(canvas.getAllByRole('alert')).toHaveLength(1);
    await expect(canvas.getAllByRole('button', { name: 'Try again' })).toHaveLength(1);
  },
};

/** No banners today: the slider is left out. */
export const NoBanners: Story = {
  parameters: { msw: { handlers: { home: [scenario('getBanners', 'empty')] } } },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { name: 'Other Services' })).toBeVisible();
    await expect(canvas.queryByRole('region', { name: 'Offers' })).toBeNull();
  },
};
