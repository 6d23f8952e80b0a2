import { ReportDesigner } from '@features/reports/designer';
import { useNavigate } from 'react-router-dom';
import { paths } from '../paths';

/** {ext}/report-designer. */
export function ReportDesignerRoute() {
  const navigate = useNavigate();
  return (
    <ReportDesigner
      onOpenList={() => void navigate(paths.queryReports)}
      // After a save the page loads in full and shows the design as stored (report-builder §2).
      onSaved={() => window.location.assign(paths.reportDesigner)}
    />
  );
}
