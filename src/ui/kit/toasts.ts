import { toast, type ExternalToast } from 'sonner';

/** Spec §9: 4 s for normal and error toasts, 2 s for success, loading until it is settled. */
export const TOAST_DURATION_MS = 4000;
export const SUCCESS_TOAST_DURATION_MS = 2000;
/** Spec §9: at most 20 toasts at once. */
export const MAX_VISIBLE_TOASTS = 20;

export type ToastId = string | number;
export type NotifyOptions = Pick<ExternalToast, 'id' | 'description'>;

export interface PromiseMessages<T> {
  loading: string;
  success: string | ((result: T) => string);
  error: string | ((error: unknown) => string);
}

/**
 * The one way the app raises toasts, so every toast gets the spec's duration. Pass `id` to turn
 * an earlier toast (e.g. a loading one) into this one.
 */
export const notify = {
  info: (message: string, options?: NotifyOptions) =>
    toast(message, { ...options, duration: TOAST_DURATION_MS }),
  success: (message: string, options?: NotifyOptions) =>
    toast.success(message, { ...options, duration: SUCCESS_TOAST_DURATION_MS }),
  error: (message: string, options?: NotifyOptions) =>
    toast.error(message, { ...options, duration: TOAST_DURATION_MS }),
  /** Stays until acted on or closed: for a choice the person must make, such as reloading. */
  ask: (message: string, action: { label: string; onClick: () => void }) =>
    toast(message, { duration: Infinity, action }),
  loading: (message: string, options?: NotifyOptions) =>
    toast.loading(message, { ...options, duration: Infinity }),
  promise: <T>(promise: Promise<T>, messages: PromiseMessages<T>) => {
    toast.promise(promise, {
      loading: messages.loading,
      success: (result: T) => ({
        message:
          typeof messages.success === 'function' ? messages.success(result) : messages.success,
        duration: SUCCESS_TOAST_DURATION_MS,
      }),
      error: (error: unknown) => ({
        message: typeof messages.error === 'function' ? messages.error(error) : messages.error,
        duration: TOAST_DURATION_MS,
      }),
    });
    return promise;
  },
  dismiss: (id?: ToastId) => toast.dismiss(id),
};

/**
 * A flow's announcements as one toast (issue 18 §5: at most one toast per event): each raises
 * its toast under the flow's `id`, so one that follows at once replaces the one still shown
 * ('Reference(s) added successfully!', then 'Application Rejected!' as the offer comes back)
 * instead of stacking on it.
 */
export function toastSlot(id: ToastId) {
  return {
    announce: (message: string) => notify.success(message, { id }),
    warn: (message: string) => notify.error(message, { id }),
  };
}
