import { useEffect } from 'react';
import { Toaster, useToasterStore, type ToasterProps } from 'react-hot-toast';
import { toastConfig } from '../../config/site';

/** SPEC.md section 9, from config: top-right, and each kind's duration. */
export const toasterProps = {
  position: toastConfig.position,
  toastOptions: {
    className: 'text-sm font-medium',
    style: { color: '#0b1f3a', borderRadius: '0.75rem', padding: '0.75rem 1rem' },
    success: { duration: toastConfig.durations.success, iconTheme: { primary: '#0f766e', secondary: '#ffffff' } },
    error: { duration: toastConfig.durations.error },
    blank: { duration: toastConfig.durations.blank },
    loading: { duration: toastConfig.durations.loading },
  },
  containerStyle: { top: '5.5rem' },
  // While a toast shows, what takes focus is scrolled clear of it too (main.css).
  containerClassName: 'app-toaster',
} satisfies ToasterProps;

/** Whether a shown toast covers any of the element (WCAG 2.4.11: focus is never hidden under one). */
function underToast(element: Element): boolean {
  const box = element.getBoundingClientRect();
  return [...document.querySelectorAll('.app-toaster [role="status"]')].some((toast) => {
    const over = toast.getBoundingClientRect();
    return over.bottom > box.top && over.top < box.bottom && over.right > box.left && over.left < box.right;
  });
}

export function AppToaster() {
  const { toasts } = useToasterStore();
  const shown = toasts.filter((toast) => toast.visible).length;
  // A toast that comes down over the focused element (a field at the top of a phone's screen):
  // the element is scrolled clear, below the bar and the toast.
  useEffect(() => {
    const focused = document.activeElement;
    if (shown === 0 || !focused || focused === document.body) return;
    const frame = requestAnimationFrame(() => {
      if (underToast(focused)) focused.scrollIntoView({ block: 'nearest' });
    });
    return () => cancelAnimationFrame(frame);
  }, [shown]);
  return <Toaster {...toasterProps} />;
}
