import { createContext, useContext } from 'react';

/** What the back-office frame offers the pages inside it. */
export interface ShellActions {
  /** Opens the theme settings panel (language, theme, menu, layout). */
  openSettings: () => void;
}

export const ShellActionsContext = createContext<ShellActions | null>(null);

/** The frame's actions, or null outside the back-office frame (a page alone in a test or story). */
export function useShellActions(): ShellActions | null {
  return useContext(ShellActionsContext);
}
