import { validationScenario } from '@api/mocks';
import type { StoryObj } from '@storybook/react-vite';
import { expect, waitFor, within } from 'storybook/test';
import { resourceStories } from '@features/platform/resource/stories';
import { billingDecorators, listFilteredStory, withRelated } from './billingStories';
import { invoices } from './invoice';

const stories = resourceStories(invoices, {
  id: '404',
  sample: {
    customer_id: 88109,
    subscription_id: 120542,
    lines: [
      {
        description: 'Postpaid 98 monthly commitment (June 2025)',
        product_id: 12,
        quantity: 1,
        unit_price: 98,
        tax_rate: 8,
      },
      {
        description: 'Roaming pass ASEAN 7 days',
        product_id: null,
        quantity: 2,
        unit_price: 15.5,
        tax_rate: 8,
      },
    ],
    currency: 'MYR',
    status: 'issued',
    issued_at: '2025-06-01T00:00:00Z',
    due_at: '2025-06-15T23:59:00Z',
    notes: 'Thank you for your payment.',
  },
});

export default {
  title: 'Billing/Invoices',
  tags: ['page'],
  ...stories.meta,
  decorators: billingDecorators,
};

export const List = stories.List;
export const CreateRequired = stories.CreateRequired;
export const CreateSaved = stories.CreateSaved;
export const CreateServerErrors = stories.CreateServerErrors;
export const Edit = stories.Edit;
/** The list with filters applied from its URL query. */
export const ListFiltered = listFilteredStory({ status: 'paid' }, 'Paid');
/** One record with its details and its related records. */
export const Show = withRelated(stories.Show, 'Payments');

/** The server refuses a line's tax rate: the message shows on that line's field, nothing is lost. */
export const CreateLineErrors: StoryObj<typeof stories.meta.args> = {
  parameters: {
    msw: {
      handlers: {
        state: [
          validationScenario('storeInvoice', {
            'lines.1.tax_rate': ['The lines.1.tax_rate field must not be greater than 30.'],
          }),
        ],
      },
    },
  },
  render: stories.CreateSaved.render,
  play: async ({ args, canvas, userEvent }) => {
    await userEvent.click(await canvas.findByRole('button', { name: 'Create' }));
    const line = within(await canvas.findByRole('listitem', { name: 'Line 2' }));
    const taxRate = line.getByRole('spinbutton', { name: /Tax rate/ });
    await waitFor(async () => {
      await expect(taxRate).toHaveAttribute('aria-invalid', 'true');
    });
    await expect(
      line.getByText('The lines.1.tax_rate field must not be greater than 30.'),
    ).toBeVisible();
    await expect(line.getByDisplayValue('Roaming pass ASEAN 7 days')).toBeVisible();
    await expect(args.onSaved).not.toHaveBeenCalled();
  },
};
