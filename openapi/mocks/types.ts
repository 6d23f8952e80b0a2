import type { paths } from '../generated/schema';

type Json<Response> = Response extends { content: { 'application/json': infer Body } }
  ? Body
  : never;
type Success<Operation> = Operation extends { responses: infer Responses }
  ? 200 extends keyof Responses
    ? Json<Responses[200]>
    : 201 extends keyof Responses
      ? Json<Responses[201]>
      : never
  : never;

/** The JSON body that a GET of a contract path answers with on success. */
export type GetBody<Path extends keyof paths> = Success<paths[Path]['get']>;

/** The row type of a list path (a paginated envelope or `{data: [...]}`). */
export type ListRow<Path extends keyof paths> =
  GetBody<Path> extends { data: (infer Item)[] } ? Item : never;

/** The JSON body that a POST of a contract path answers with on success. */
export type PostBody<Path extends keyof paths> = Success<paths[Path]['post']>;
