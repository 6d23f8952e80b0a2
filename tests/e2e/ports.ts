/** The server of the e2e tests that run on the in-browser mocks. */
export const mockedPort = Number(process.env.E2E_PORT ?? 4180);

/** The server of the live tests: the apps built without mocks, against its own API and broker. */
export const livePort = mockedPort + 1;

/** The server of the live portal tests: its one-time codes go to the stand-in gateway too. */
export const portalLivePort = mockedPort + 2;

/** The stand-in SMS/e-mail gateway the live servers send their one-time codes to. */
export const otpGatewayPort = mockedPort + 3;
