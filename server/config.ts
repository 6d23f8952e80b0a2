/** Server settings, read from the environment with defaults that run on a fresh clone. */
export interface ServerConfig {
  /** PORT: the HTTP port (default 8080). */
  port: number;
  /** HOST: the address to listen on (default 127.0.0.1). */
  host: string;
  /** APPS_DIR: the built apps to serve (default dist/apps, written by `npm run build`). */
  appsDir: string;
}

export function readConfig(env: NodeJS.ProcessEnv = process.env): ServerConfig {
  return {
    port: Number(env.PORT ?? 8080),
    host: env.HOST ?? '127.0.0.1',
    appsDir: env.APPS_DIR ?? 'dist/apps',
  };
}
