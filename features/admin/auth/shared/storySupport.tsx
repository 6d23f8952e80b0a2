import type { Decorator } from '@storybook/react-vite';
import styled from 'styled-components';
import { expect, screen, waitFor } from 'storybook/test';

const Content = styled.main`
  min-height: 100vh;
  padding: var(--tck-space-5);
  background: var(--tck-color-background);
`;

/** Page content as the console's layout holds it: its main area's padding and background. */
export const withPageContent: Decorator = (Story) => (
  <Content>
    <Story />
  </Content>
);

/** Waits until a toast with this text shows. */
export async function expectToast(text: string): Promise<void> {
  await waitFor(() =>
    expect(screen.getByRole('region', { name: 'Messages' })).toHaveTextContent(text),
  );
}
