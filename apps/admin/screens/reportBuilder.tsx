import { QueryFormScreen, QueryListScreen } from '@features/reports/builder';
import { useNavigate, useParams } from 'react-router-dom';
import { paths } from '../paths';

/** /admin/ext-report-builder/query-reports. */
export function QueryListRoute() {
  const navigate = useNavigate();
  return (
    <QueryListScreen
      onCreate={() => void navigate(paths.queryBuilder())}
      onOpen={(id) => void navigate(paths.queryBuilder(id))}
      onNavigate={(href) => void navigate(href)}
    />
  );
}

/** /admin/ext-report-builder/query-builder/:id? */
export function QueryFormRoute() {
  const navigate = useNavigate();
  const { id } = useParams();
  const reportId = id === undefined || !/^\d+$/.test(id) ? undefined : Number(id);
  return (
    <QueryFormScreen
      key={reportId ?? 'new'}
      id={reportId}
      onList={() => void navigate(paths.queryReports)}
      onSaved={() => void navigate(paths.queryReports)}
      onNavigate={(href) => void navigate(href)}
    />
  );
}
