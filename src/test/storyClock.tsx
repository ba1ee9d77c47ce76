import type { Decorator } from '@storybook/react-vite';
import { useLayoutEffect, useState, type ReactNode } from 'react';
import { getShopClockOffset, setShopClockOffset } from '@/lib/dates/shopClock';
import { getScenario, setScenario } from '@mocks/scenarios/store';

/**
 * The instant stories with dates stand at: 10:00 in the shop (Asia/Jakarta) on Monday 23 November 2026,
 * the clock the Chromium story run fixes for every story (.storybook/test/storyPicture.ts).
 */
export const STORY_NOW = '2026-11-23T10:00:00+07:00';

/** The app's shop clock (`shopNow()`) and the mock backend's both stand at `at`, running on in real time. */
function fixClocks(at: string) {
  const start = Date.parse(at);
  setShopClockOffset(start - Date.now());
  setScenario({ ...getScenario(), clock: { start: new Date(start).toISOString(), pinnedAt: Date.now() } });
}

function ClockFixed({ at, children }: { at: string; children: ReactNode }) {
  // Before the page's first render (it may read today while rendering); given back when the story goes.
  const [previous] = useState(() => {
    const saved = { scenario: getScenario(), offset: getShopClockOffset() };
    fixClocks(at);
    return saved;
  });
  useLayoutEffect(() => {
    fixClocks(at);
    return () => {
      setShopClockOffset(previous.offset);
      setScenario(previous.scenario);
    };
  }, [at, previous]);
  return <>{children}</>;
}

/**
 * Story decorator: "today" of the shop's rules and of the mock backend is `at`, so a story whose
 * screen shows or counts from today looks the same on every day it is opened.
 */
export function withShopClockAt(at: string = STORY_NOW): Decorator {
  const decorator: Decorator = (Story) => (
    <ClockFixed at={at}>
      <Story />
    </ClockFixed>
  );
  return decorator;
}
