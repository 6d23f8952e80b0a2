import { Card, DescriptionList, PageHeader } from '@ds';
import styled from 'styled-components';

// Page content: the console's layout is the page's one main landmark.
const Page = styled.div`
  display: grid;
  gap: var(--tck-space-4);
  padding: var(--tck-space-6);
  max-width: 60rem;
`;

export interface AboutPageProps {
  /** The console's version, e.g. from the build. */
  version: string;
}

/** What the console is and what it manages (admin /admin/about). */
export function AboutPage({ version }: AboutPageProps) {
  return (
    <Page data-component="AboutPage">
      <PageHeader
        title="About"
        description="The back office of the telecom and billing platform."
      />
      <Card>
        <DescriptionList
          items={[
            { term: 'Product', description: 'Telco Console' },
            { term: 'Version', description: version },
            {
              term: 'Administration',
              description:
                'Users, roles, permissions, custom permission rules and the sidebar menu',
            },
            {
              term: 'Organization',
              description: 'Organizations, departments, services and database connections',
            },
            { term: 'Integration', description: 'API gateway applications and APIs' },
            {
              term: 'API',
              // A page of the server, outside the console's routes: a plain link loads it.
              description: <a href="/api/docs">API reference (every call of the contract)</a>,
            },
            {
              term: 'Billing',
              description:
                'Accounting, commission, products, rating, payments, subscriptions and invoices',
            },
          ]}
        />
      </Card>
    </Page>
  );
}

/** An empty page inside the console (admin /admin/blank). */
export function BlankPage() {
  return (
    <Page data-component="BlankPage">
      <PageHeader title="Blank page" />
    </Page>
  );
}
