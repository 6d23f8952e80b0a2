import type { StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { resourceStories } from '@features/platform/resource/stories';
import { billingDecorators, listFilteredStory } from './billingStories';
import { ratingConfigs } from './productRating';

const stories = resourceStories(ratingConfigs, {
  id: '1',
  sample: {
    rating_plan_id: 1,
    rating_condition_name_id: 2,
    condition_operator: '=',
    condition_value: 'true',
    adjustment_type: 'discount',
    rate: 12.5,
    priority: 2,
    status: 'active',
  },
});

export default {
  title: 'Billing/Product rating/Rating configs',
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
export const ListFiltered = listFilteredStory({ adjustment_type: 'discount' }, 'Discount');
/** One record with its details. */
export const Show = stories.Show;

/** A rate must keep the rate rule (admin §5): 99.999 is refused before anything is sent. */
export const CreateRateRule: StoryObj<typeof stories.meta.args> = {
  render: stories.CreateSaved.render,
  play: async ({ args, canvas, userEvent }) => {
    const rate = await canvas.findByRole('spinbutton', { name: /^Rate/ });
    await userEvent.clear(rate);
    await userEvent.type(rate, '99.999');
    await userEvent.click(canvas.getByRole('button', { name: 'Create' }));
    await expect(
      (await canvas.findAllByText('The rate may have at most 2 decimal places.'))[0],
    ).toBeVisible();
    await userEvent.clear(rate);
    await userEvent.type(rate, '120');
    await userEvent.click(canvas.getByRole('button', { name: 'Create' }));
    await expect(
      (await canvas.findAllByText('The rate must be between 0 and 99.'))[0],
    ).toBeVisible();
    await expect(args.onSaved).not.toHaveBeenCalled();
  },
};
