import { useApi } from '@api';
import { useToast } from '@ds';
import { useQueryClient } from '@tanstack/react-query';
import { failureMessage } from './model';

/** Every notification list: the bell's and the all-notifications screen's pages. */
const listQueries = { queryKey: ['get', '/auth/notifications'] };

/**
 * The notification writes (admin §7.3). Each resolves true on success, after the lists reload;
 * a failure shows an error toast with the server's message and resolves false, so callers
 * never handle errors themselves.
 */
export function useNotificationWrites() {
  const { query } = useApi('admin');
  const queryClient = useQueryClient();
  const toast = useToast();
  const statusUpdate = query.useMutation('put', '/auth/notifications/statusUpdate');
  const destroySelectedRows = query.useMutation('put', '/auth/notifications/destroySelectedRows');
  const destroy = query.useMutation('delete', '/auth/notifications/{id}');

  const settle = async (write: Promise<{ message: string }>, announce: boolean) => {
    try {
      const { message } = await write;
      if (announce) toast.show({ tone: 'success', message });
    } catch (error) {
      toast.show({ tone: 'error', message: failureMessage(error) });
      return false;
    }
    await queryClient.invalidateQueries(listQueries);
    return true;
  };

  return {
    /** Marks notifications seen; `announce: false` skips the success toast (the bell). */
    markSeen: (ids: number[], { announce = true }: { announce?: boolean } = {}) =>
      settle(statusUpdate.mutateAsync({ body: { ids } }), announce),
    /** Deletes the notifications with these ids. */
    destroySelected: (ids: number[]) =>
      settle(destroySelectedRows.mutateAsync({ body: { ids } }), true),
    /** Deletes one notification. */
    destroy: (id: number) => settle(destroy.mutateAsync({ params: { path: { id } } }), true),
  };
}
