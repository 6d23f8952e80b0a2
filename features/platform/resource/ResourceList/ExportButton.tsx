import { apiFailure } from '@api';
import { Button, Icon, useToast } from '@ds';
import { useCsvExport, type CsvFile } from '../api/resourceApi';

export interface ExportButtonProps {
  /** The list's collection path in the API. */
  path: string;
  /** The filters the list shows now (every page of them is exported). */
  filters: Record<string, string>;
  /** What the list holds, for the button's tooltip and messages, e.g. 'payment transactions'. */
  what: string;
  /** Nothing to export (an empty list). */
  disabled?: boolean;
}

/** Hands the browser a file to save. */
function save({ blob, name }: CsvFile) {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = name;
  link.click();
  // The click starts the download; the URL can go once it has been read.
  setTimeout(() => {
    URL.revokeObjectURL(url);
  }, 1000);
}

/** Downloads the list as the server exports it: CSV, with the filters applied, every page. */
export function ExportButton({ path, filters, what, disabled = false }: ExportButtonProps) {
  const csv = useCsvExport(path);
  const toast = useToast();
  const download = async () => {
    try {
      const file = await csv.mutateAsync(filters);
      save(file);
      toast.show({ tone: 'success', message: `Exported ${file.name}.` });
    } catch (error) {
      toast.show({
        tone: 'error',
        message:
          apiFailure(error).message ?? `The ${what} could not be exported. Please try again.`,
      });
    }
  };
  return (
    <Button
      variant="secondary"
      icon={<Icon name="fa-download" />}
      title={`Every page of the ${what} that the filters match, as CSV`}
      loading={csv.isPending}
      disabled={disabled}
      onClick={() => void download()}
    >
      Export CSV
    </Button>
  );
}
