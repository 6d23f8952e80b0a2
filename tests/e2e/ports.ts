/** The server of the e2e tests that run on the in-browser mocks. */
export const mockedPort = Number(process.env.E2E_PORT ?? 4180);

/** The server of the live tests: the apps built without mocks, against its own API and broker. */
export const livePort = mockedPort + 1;

/** The server of the live portal tests: its one-time codes go to the tests' SMS gateway. */
export const portalLivePort = mockedPort + 2;

/** The SMS gateway the live portal tests run, which the server posts one-time codes to. */
export const smsGatewayPort = mockedPort + 3;
