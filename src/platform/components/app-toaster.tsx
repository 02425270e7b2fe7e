import { Toaster, type ToasterProps } from 'react-hot-toast';
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
} satisfies ToasterProps;

export function AppToaster() {
  return <Toaster {...toasterProps} />;
}
