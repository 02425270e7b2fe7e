import { act, render, screen } from '@testing-library/react';
import toast from 'react-hot-toast';
import { AppToaster, toasterProps } from '../../src/components/app-toaster';
import { toastConfig } from '../../src/config/site';

describe('toasts', () => {
  it('take SPEC.md section 9 values from config', async () => {
    expect(toastConfig).toEqual({
      limit: 20,
      position: 'top-right',
      durations: { success: 2000, error: 4000, blank: 4000, loading: Infinity },
    });
    expect(toasterProps.position).toBe('top-right');
    expect(toasterProps.toastOptions.success.duration).toBe(2000);
    expect(toasterProps.toastOptions.error.duration).toBe(4000);
    expect(toasterProps.toastOptions.blank.duration).toBe(4000);
    expect(toasterProps.toastOptions.loading.duration).toBe(Infinity);
  });

  describe('rendered', () => {
    beforeEach(() => jest.useFakeTimers());
    afterEach(() => {
      act(() => {
        toast.remove();
        jest.runOnlyPendingTimers();
      });
      jest.useRealTimers();
    });

    it('dismisses a success toast after 2000 ms, not before', async () => {
      render(<AppToaster />);
      act(() => {
        toast.success('Saved');
      });
      expect(screen.getByText('Saved')).toBeInTheDocument();
      act(() => jest.advanceTimersByTime(1900));
      expect(screen.getByRole('status')).toHaveTextContent('Saved');
      act(() => jest.advanceTimersByTime(200));
      // Dismissed toasts animate out; the store marks them invisible first.
      act(() => jest.advanceTimersByTime(1000));
      expect(screen.queryByText('Saved')).not.toBeInTheDocument();
    });

    it(`shows at most ${toastConfig.limit} at once`, async () => {
      render(<AppToaster />);
      act(() => {
        for (let i = 1; i <= toastConfig.limit + 5; i += 1) toast(`Message ${i}`);
      });
      expect(screen.getAllByText(/^Message \d+$/)).toHaveLength(toastConfig.limit);
    });
  });
});
