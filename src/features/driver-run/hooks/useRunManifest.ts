import { useEffect } from 'react';

/** The run's web app manifest (public/run.webmanifest): a driver can install /app/run on the phone's home screen. */
export const RUN_MANIFEST_HREF = '/run.webmanifest';

/** Links the run's manifest while the run page is open (the rest of the app is not an installable app). */
export function useRunManifest(): void {
  useEffect(() => {
    const link = document.createElement('link');
    link.rel = 'manifest';
    link.href = RUN_MANIFEST_HREF;
    document.head.append(link);
    return () => link.remove();
  }, []);
}
