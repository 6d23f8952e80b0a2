import { render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { lazyScreen } from './LazyScreen';

const Page = () => <h1>The page</h1>;

describe('a lazily loaded screen', () => {
  it('shows a spinner on its first render, then the screen once its code has come', async () => {
    const Screen = lazyScreen(() => Promise.resolve(Page));
    render(<Screen />);
    expect(screen.getByRole('status', { name: 'Loading the page' })).toBeTruthy();
    expect(await screen.findByRole('heading', { name: 'The page' })).toBeTruthy();
  });

  it('shows the screen in its first render when preloaded, loading its code once', async () => {
    const load = vi.fn(() => Promise.resolve(Page));
    const Screen = lazyScreen(load);
    await Screen.preload();
    render(<Screen />);
    expect(screen.getByRole('heading', { name: 'The page' })).toBeTruthy();
    expect(screen.queryByRole('status')).toBeNull();
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('leaves a failed preload to the screen, which offers a retry that loads it anew', async () => {
    const load = vi
      .fn<() => Promise<typeof Page>>()
      .mockRejectedValueOnce(new Error('Loading chunk failed'))
      .mockRejectedValueOnce(new Error('Loading chunk failed'))
      .mockResolvedValue(Page);
    const error = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const Screen = lazyScreen(load);
    await expect(Screen.preload()).resolves.toBeUndefined();
    render(<Screen />);
    const retry = await screen.findByRole('button', { name: 'Retry' });
    retry.click();
    expect(await screen.findByRole('heading', { name: 'The page' })).toBeTruthy();
    expect(load).toHaveBeenCalledTimes(3);
    error.mockRestore();
  });
});
