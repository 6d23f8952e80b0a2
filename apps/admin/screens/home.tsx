import { AdminHome } from '@features/admin/home';
import { Dashboard } from '@features/reports/dashboard';
import { useNavigate } from 'react-router-dom';
import { paths } from '../paths';
import { useFollowLink } from './followLink';

/** /admin: the greeting and the dashboards of the current design. */
export function HomeRoute() {
  const navigate = useNavigate();
  const follow = useFollowLink();
  return (
    <AdminHome onOpenProfile={() => void navigate(paths.profile)}>
      <Dashboard onOpenDesigner={() => void navigate(paths.reportDesigner)} onOpenLink={follow} />
    </AdminHome>
  );
}
