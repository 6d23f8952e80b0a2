import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn } from 'storybook/test';
import { Pager, type PagerProps } from './Pager';

const meta = {
  title: 'Navigation/Pager',
  component: Pager,
  tags: ['autodocs'],
  args: { currentPage: 1, lastPage: 100, onPageChange: fn() },
} satisfies Meta<typeof Pager>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The first of many pages: Previous is disabled, pages 1 to 5 are offered. */
export const FirstPage: Story = {
  play: async ({ args, canvas, userEvent }) => {
    await expect(canvas.getByRole('navigation', { name: 'Pagination' })).toBeInTheDocument();
    await expect(canvas.getByRole('button', { name: 'Page 1' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    await expect(canvas.getByRole('button', { name: 'Previous page' })).toBeDisabled();
    await expect(canvas.getByRole('button', { name: 'First page' })).toBeDisabled();
    await expect(canvas.getAllByRole('button', { name: /^Page / })).toHaveLength(5);
    await userEvent.click(canvas.getByRole('button', { name: 'Page 3' }));
    await expect(args.onPageChange).toHaveBeenLastCalledWith(3);
    await userEvent.click(canvas.getByRole('button', { name: 'Next page' }));
    await expect(args.onPageChange).toHaveBeenLastCalledWith(2);
  },
};

/** In the middle: the current page is centred among five. */
export const MiddlePage: Story = {
  args: { currentPage: 50 },
  play: async ({ args, canvas, userEvent }) => {
    const pages = canvas.getAllByRole('button', { name: /^Page / });
    await expect(pages.map((page) => page.textContent)).toEqual(['48', '49', '50', '51', '52']);
    await userEvent.click(canvas.getByRole('button', { name: 'Previous page' }));
    await expect(args.onPageChange).toHaveBeenLastCalledWith(49);
    // Choosing the page already shown does nothing.
    await userEvent.click(canvas.getByRole('button', { name: 'Page 50' }));
    await expect(args.onPageChange).toHaveBeenCalledTimes(1);
  },
};

/** The last page: Next is disabled. */
export const LastPage: Story = {
  args: { currentPage: 100 },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: 'Next page' })).toBeDisabled();
    await expect(canvas.getByRole('button', { name: 'Page 100' })).toHaveAttribute(
      'aria-current',
      'page',
    );
  },
};

/** Fewer pages than buttons: every page is shown, with no first, last or page jump. */
export const FewPages: Story = {
  args: { currentPage: 2, lastPage: 3 },
  play: async ({ canvas }) => {
    await expect(canvas.queryByRole('button', { name: 'First page' })).toBeNull();
    await expect(canvas.queryByRole('textbox', { name: 'Go to page' })).toBeNull();
  },
};

/**
 * 49 pages (a long list): First and Last reach the ends at once, and a typed page number goes
 * straight to a far page; a number of no page is marked and goes nowhere.
 */
export const FarPages: Story = {
  args: { currentPage: 1, lastPage: 49 },
  render: (args) => <StatefulPager {...args} />,
  play: async ({ args, canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Last page, 49' }));
    await expect(canvas.getByRole('button', { name: 'Page 49' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    await expect(canvas.getByRole('button', { name: 'Last page, 49' })).toBeDisabled();
    const jump = canvas.getByRole('textbox', { name: 'Go to page' });
    await expect(jump).toHaveAccessibleDescription('of 49');
    await userEvent.type(jump, '60{Enter}');
    await expect(jump).toHaveAttribute('aria-invalid', 'true');
    await expect(args.onPageChange).toHaveBeenCalledTimes(1);
    await userEvent.clear(jump);
    await userEvent.type(jump, '37');
    await userEvent.click(canvas.getByRole('button', { name: 'Go' }));
    await expect(args.onPageChange).toHaveBeenLastCalledWith(37);
    const pages = canvas.getAllByRole('button', { name: /^Page / });
    await expect(pages.map((page) => page.textContent)).toEqual(['35', '36', '37', '38', '39']);
    await userEvent.click(canvas.getByRole('button', { name: 'First page' }));
    await expect(args.onPageChange).toHaveBeenLastCalledWith(1);
  },
};

/** One page, shown (the default). */
export const SinglePage: Story = { args: { lastPage: 1 } };

/** One page with `hideWhenSingle`: nothing is rendered (the report list's rule). */
export const SinglePageHidden: Story = {
  args: { lastPage: 1, hideWhenSingle: true },
  play: async ({ canvas }) => {
    await expect(canvas.queryByRole('navigation')).toBeNull();
  },
};

function StatefulPager(args: PagerProps) {
  const [page, setPage] = useState(args.currentPage);
  return (
    <Pager
      {...args}
      currentPage={page}
      onPageChange={(next) => {
        args.onPageChange(next);
        setPage(next);
      }}
    />
  );
}

/** Keyboard use with the page kept in state: Tab to Next, Enter moves the window along. */
export const Interactive: Story = {
  args: { currentPage: 3, lastPage: 12 },
  render: (args) => <StatefulPager {...args} />,
  play: async ({ canvas, userEvent }) => {
    canvas.getByRole('button', { name: 'Next page' }).focus();
    await userEvent.keyboard('{Enter}');
    await userEvent.keyboard('{Enter}');
    await expect(canvas.getByRole('button', { name: 'Page 5' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    const pages = canvas.getAllByRole('button', { name: /^Page / });
    await expect(pages.map((page) => page.textContent)).toEqual(['3', '4', '5', '6', '7']);
  },
};
