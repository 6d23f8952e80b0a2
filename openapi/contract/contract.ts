// The contract as data: its types, and the operations of a bundled document. Pure (no Node
// module): the server, the tests and the browser read the same bundled document.

const methods = ['get', 'put', 'post', 'delete', 'patch'] as const;

/** An HTTP method the contract uses. */
export type HttpMethod = (typeof methods)[number];

/** A JSON Schema node of the contract (OpenAPI 3.1 schemas are JSON Schema 2020-12). */
export type JsonSchema = Record<string, unknown>;

/** One parameter of an operation. */
export interface ContractParameter {
  name: string;
  in: 'path' | 'query' | 'header' | 'cookie';
  required?: boolean;
  schema?: JsonSchema;
  example?: unknown;
}

/** One operation of the contract, with the server URL it is served under. */
export interface ContractOperation {
  operationId: string;
  method: HttpMethod;
  path: string;
  serverUrl: string;
  parameters: ContractParameter[];
  requestBody?: {
    required?: boolean;
    content: Record<string, { schema?: JsonSchema; example?: unknown }>;
  };
  responses: Record<
    string,
    { content?: Record<string, { schema?: JsonSchema; example?: unknown }> }
  >;
  security?: Record<string, string[]>[];
  /** The pointer to this operation in the bundled document, e.g. `#/paths/~1auth~1get-user/get`. */
  pointer: string;
  extensions: Record<string, unknown>;
}

/** The contract as one bundled document (all `$ref`s internal). */
export type ContractDocument = Record<string, unknown> & {
  paths: Record<string, Record<string, unknown>>;
  servers?: { url: string }[];
};

/** The bundled document and its operations. */
export interface Contract {
  document: ContractDocument;
  operations: ContractOperation[];
}

/** Follows internal `$ref`s (`#/components/...`) of the bundled document until a value is reached. */
export function deref(document: unknown, node: unknown): unknown {
  const ref = (node as { $ref?: unknown } | null | undefined)?.$ref;
  if (typeof ref !== 'string' || !ref.startsWith('#/')) return node;
  const target = ref
    .slice(2)
    .split('/')
    .reduce<unknown>(
      (value, key) =>
        (value as Record<string, unknown>)[key.replace(/~1/g, '/').replace(/~0/g, '~')],
      document,
    );
  return deref(document, target);
}

const escapePointer = (segment: string) => segment.replace(/~/g, '~0').replace(/\//g, '~1');

/** The contract of a bundled document: the document and the list of its operations. */
export function contractOf(document: ContractDocument): Contract {
  const rootServer = document.servers?.[0]?.url ?? '';

  const operations: ContractOperation[] = [];
  for (const [route, rawItem] of Object.entries(document.paths)) {
    const item = deref(document, rawItem) as Record<string, unknown>;
    const servers = item.servers as { url: string }[] | undefined;
    const shared = ((item.parameters as unknown[] | undefined) ?? []).map(
      (p) => deref(document, p) as ContractParameter,
    );
    for (const method of methods) {
      const raw = item[method] as Record<string, unknown> | undefined;
      if (raw === undefined) continue;
      const own = ((raw.parameters as unknown[] | undefined) ?? []).map(
        (p) => deref(document, p) as ContractParameter,
      );
      const parameters = [
        ...shared.filter((p) => !own.some((o) => o.name === p.name && o.in === p.in)),
        ...own,
      ];
      const responses = Object.fromEntries(
        Object.entries(raw.responses as Record<string, unknown>).map(([status, response]) => [
          status,
          deref(document, response) as ContractOperation['responses'][string],
        ]),
      );
      operations.push({
        operationId: raw.operationId as string,
        method,
        path: route,
        serverUrl: servers?.[0]?.url ?? rootServer,
        parameters,
        requestBody:
          raw.requestBody === undefined
            ? undefined
            : (deref(document, raw.requestBody) as ContractOperation['requestBody']),
        responses,
        security: (raw.security ?? document.security) as ContractOperation['security'],
        pointer: `#/paths/${escapePointer(route)}/${method}`,
        extensions: Object.fromEntries(Object.entries(raw).filter(([key]) => key.startsWith('x-'))),
      });
    }
  }
  return { document, operations };
}
