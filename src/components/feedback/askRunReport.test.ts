import { beforeEach, describe, expect, it, vi } from 'vitest';
import { askRunReport, dangerQuestion, deletedAlert, failureAlert } from './askRunReport';
import { confirmDialog, showAlert } from './dialogs';
import { TOAST_DEFAULTS } from './toastSlice';

vi.mock('./dialogs', () => ({ confirmDialog: vi.fn(), showAlert: vi.fn() }));

const confirmMock = vi.mocked(confirmDialog);
const alertMock = vi.mocked(showAlert);
const ask = { title: 'Delete?', text: 'Delete "Rose"?', confirmText: 'Yes', cancelText: 'No' };

describe('askRunReport', () => {
  beforeEach(() => {
    confirmMock.mockReset();
    alertMock.mockReset().mockResolvedValue(undefined);
  });

  it('runs nothing and says nothing when the question is cancelled', async () => {
    confirmMock.mockResolvedValue(false);
    const run = vi.fn();
    const outcome = await askRunReport({ ask, run, failure: () => failureAlert({ title: 'Oops' }) });
    expect(outcome).toBe('cancelled');
    expect(confirmMock).toHaveBeenCalledWith(ask);
    expect(run).not.toHaveBeenCalled();
    expect(alertMock).not.toHaveBeenCalled();
  });

  it('runs once confirmed and shows the success dialog built from the result', async () => {
    confirmMock.mockResolvedValue(true);
    const success = vi.fn((count: number) => ({ icon: 'success' as const, title: `${count} done` }));
    const outcome = await askRunReport({ ask, run: () => Promise.resolve(3), success, failure: () => undefined });
    expect(outcome).toBe('done');
    expect(success).toHaveBeenCalledWith(3);
    expect(alertMock).toHaveBeenCalledExactlyOnceWith({ icon: 'success', title: '3 done' });
  });

  it('shows no dialog on success when none is asked for', async () => {
    confirmMock.mockResolvedValue(true);
    expect(await askRunReport({ ask, run: () => Promise.resolve(), failure: () => undefined })).toBe('done');
    expect(
      await askRunReport({ ask, run: () => Promise.resolve(), success: () => undefined, failure: () => undefined }),
    ).toBe('done');
    expect(alertMock).not.toHaveBeenCalled();
  });

  it('shows the failure dialog built from the error when the action rejects', async () => {
    confirmMock.mockResolvedValue(true);
    const error = new Error('boom');
    const failure = vi.fn(() => failureAlert({ title: 'Error', text: 'Failed.', confirmText: 'OK' }));
    const success = vi.fn(() => undefined);
    const outcome = await askRunReport({ ask, run: () => Promise.reject(error), success, failure });
    expect(outcome).toBe('failed');
    expect(failure).toHaveBeenCalledWith(error);
    expect(success).not.toHaveBeenCalled();
    expect(alertMock).toHaveBeenCalledExactlyOnceWith({
      icon: 'error',
      title: 'Error',
      text: 'Failed.',
      confirmText: 'OK',
    });
  });

  it('fails quietly when the failure asks for no dialog', async () => {
    confirmMock.mockResolvedValue(true);
    expect(await askRunReport({ ask, run: () => Promise.reject(new Error('x')), failure: () => undefined })).toBe(
      'failed',
    );
    expect(alertMock).not.toHaveBeenCalled();
  });

  it('resolves only after the report dialog has closed', async () => {
    confirmMock.mockResolvedValue(true);
    let close = () => {};
    alertMock.mockReturnValue(new Promise<void>((resolve) => (close = resolve)));
    let settled = false;
    const flow = askRunReport({
      ask,
      run: () => Promise.resolve(),
      success: () => deletedAlert({ title: 'Deleted!' }),
      failure: () => undefined,
    }).then(() => (settled = true));
    await vi.waitFor(() => expect(alertMock).toHaveBeenCalled());
    expect(settled).toBe(false);
    close();
    await flow;
    expect(settled).toBe(true);
  });
});

describe('the delete presets', () => {
  it('asks with the warning icon and the danger colour', () => {
    expect(dangerQuestion(ask)).toEqual({ ...ask, icon: 'warning', danger: true });
  });

  it('closes a delete success after the delete-success time', () => {
    expect(deletedAlert({ title: 'Deleted!', text: 'Gone.' })).toEqual({
      icon: 'success',
      title: 'Deleted!',
      text: 'Gone.',
      timerMs: TOAST_DEFAULTS.deleteSuccessTimeoutMs,
    });
  });

  it('shows a failure with the error icon', () => {
    expect(failureAlert({ title: 'Error', text: 'Failed.', confirmText: 'OK' })).toEqual({
      icon: 'error',
      title: 'Error',
      text: 'Failed.',
      confirmText: 'OK',
    });
  });
});
