import { resourceStories } from '@features/platform/resource/stories';
import { databaseConnections } from './resources';

const stories = resourceStories(databaseConnections, {
  id: '1',
  sample: {
    connection_name: 'reporting_replica',
    driver: 'pgsql',
    host: '10.20.1.15',
    port: 5432,
    database: 'reporting',
    username: 'report_ro',
    password: 'R3port!ng2025',
    status: 1,
  },
});

export default { title: 'Admin/Extensions/Database connections', tags: ['page'], ...stories.meta };

export const List = stories.List;
export const CreateRequired = stories.CreateRequired;
export const CreateSaved = stories.CreateSaved;
export const CreateServerErrors = stories.CreateServerErrors;
export const Edit = stories.Edit;
export const Show = stories.Show;
