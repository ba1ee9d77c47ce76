import { delay, http, HttpResponse } from 'msw';
import type { ReactNode } from 'react';
import { userEvent, within } from 'storybook/test';

/**
 * What the stories of the two password overlays over the back office (the
 * lock screen and "sign in again") share: a page with something typed under
 * the overlay, typing a password into it, and an auth backend that never answers.
 */

interface PageProps {
  title: string;
  label: string;
  typed: string;
  children: ReactNode;
}

/** A back-office page with a value typed in, and the overlay over it. */
export function PageWithTyping({ title, label, typed, children }: PageProps) {
  return (
    <>
      <section className="bo-page p-4">
        <h1 className="h3">{title}</h1>
        <label className="form-label" htmlFor="story-typed">
          {label}
        </label>
        <input id="story-typed" className="form-control" defaultValue={typed} />
      </section>
      {children}
    </>
  );
}

/** Types the password into the open dialog and presses its submit button; returns the dialog. */
export async function submitPassword(password: string, submitName: RegExp) {
  const dialog = await within(document.body).findByRole('dialog', {}, { timeout: 5000 });
  await userEvent.type(within(dialog).getByLabelText('Password'), password);
  await userEvent.click(within(dialog).getByRole('button', { name: submitName }));
  return dialog;
}

/** MSW handlers: the auth backend never answers the sign-in (the "checking" state). */
export const loginNeverAnswers = [
  http.post('*/auth/login', async () => {
    await delay('infinite');
    return HttpResponse.json({});
  }),
];
