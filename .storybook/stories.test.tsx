import { composeStories } from '@storybook/react-vite';
import { render, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { RequestHandler } from 'msw';
import { mockServer } from '@mocks/node';
import { withAppProviders } from './decorators';

/**
 * Renders every story of the project over the MSW node server with the
 * story's own handlers: a story that throws, or renders nothing, fails.
 */
type StoryModule = Parameters<typeof composeStories>[0];
const modules = import.meta.glob<StoryModule>('../src/**/*.stories.tsx', { eager: true });

function storyHandlers(parameters: Record<string, unknown>): RequestHandler[] {
  const msw = parameters.msw as { handlers?: RequestHandler[] | Record<string, RequestHandler | RequestHandler[]> } | RequestHandler[] | undefined;
  if (!msw) return [];
  if (Array.isArray(msw)) return msw;
  if (!msw.handlers) return [];
  return Array.isArray(msw.handlers) ? msw.handlers : Object.values(msw.handlers).flat();
}

describe.each(Object.entries(modules))('stories in %s', (_file, module) => {
  const stories = Object.entries(composeStories(module, { decorators: [withAppProviders] }));
  it.each(stories)('%s renders', async (_name, Story) => {
    mockServer.use(...storyHandlers(Story.parameters as Record<string, unknown>));
    const { container } = render(<Story />);
    await waitFor(() => expect(container.childElementCount).toBeGreaterThan(0));
    await Story.play?.({ canvasElement: container } as never);
    expect(screen.queryByText(/something went wrong|terjadi kesalahan$/i)).not.toBeInTheDocument();
  });
});
