import { act, render, screen } from '@testing-library/react';
import toast from 'react-hot-toast';
import { AppToaster } from './app-toaster';

describe('toasts', () => {
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

    it('dismisses an error toast after 4000 ms, and a plain one after 4000 ms, not before', async () => {
      render(<AppToaster />);
      act(() => {
        toast.error('Not sent');
        toast('Note');
      });
      act(() => jest.advanceTimersByTime(3900));
      expect(screen.getByText('Not sent')).toBeInTheDocument();
      expect(screen.getByText('Note')).toBeInTheDocument();
      act(() => jest.advanceTimersByTime(200));
      act(() => jest.advanceTimersByTime(1000));
      expect(screen.queryByText('Not sent')).not.toBeInTheDocument();
      expect(screen.queryByText('Note')).not.toBeInTheDocument();
    });

    it('keeps a loading toast until it is dismissed', async () => {
      render(<AppToaster />);
      act(() => {
        toast.loading('Working');
      });
      act(() => jest.advanceTimersByTime(60_000));
      expect(screen.getByText('Working')).toBeInTheDocument();
    });

    it('shows twenty toasts at once: the twenty-first pushes the oldest out (SPEC.md section 9)', async () => {
      render(<AppToaster />);
      act(() => {
        for (let i = 1; i <= 21; i += 1) toast(`Message ${i}`);
      });
      const shown = screen.getAllByText(/^Message \d+$/).map((el) => el.textContent);
      expect(shown).toHaveLength(20);
      expect(shown).not.toContain('Message 1');
      expect(shown).toContain('Message 21');
    });
  });
});
