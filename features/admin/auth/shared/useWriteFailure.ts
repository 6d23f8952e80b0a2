import { apiFailure } from '@api';
import { hasFieldErrors, useToast, type FieldErrors } from '@ds';
import { useCallback } from 'react';
import { failureMessage } from '../model';

/**
 * What a failed write shows: a 422's field errors under their fields (through `showFieldErrors`,
 * the typed values stay), anything else an error toast with the server's message.
 */
export function useWriteFailure() {
  const toast = useToast();
  return useCallback(
    (error: unknown, showFieldErrors: (errors: FieldErrors) => void) => {
      const failure = apiFailure(error);
      if (failure.kind === 'validation' && hasFieldErrors(failure.errors)) {
        showFieldErrors(failure.errors);
        return;
      }
      toast.show({ tone: 'error', title: 'Error', message: failureMessage(failure) });
    },
    [toast],
  );
}
