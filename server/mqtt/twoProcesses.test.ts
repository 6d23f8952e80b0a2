// @vitest-environment node
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import mqtt from 'mqtt';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { userTopic } from '../../domain/live-topics';
import {
  killHard,
  passthrough,
  signIn,
  startChildServer,
  type ChildServer,
} from '../testing/childServer';
import { testDatabases } from '../testing/databases';
import { dropTestSchema, whileMigrating } from '../testing/schemaLock';
import { startRedis, type TestRedis } from '../testing/redis';

const postgresUrl = testDatabases().find(({ name }) => name === 'postgres')?.url;

describe.runIf(testDatabases().some(({ name }) => name === 'postgres'))(
  'two server processes on one PostgreSQL database and one Redis',
  () => {
    const url = postgresUrl ?? '';
    const schema = `two_processes_${randomBytes(6).toString('hex')}`;
    const dataDirs = [0, 1].map(() => mkdtempSync(path.join(os.tmpdir(), 'telco-two-')));
    let redis: TestRedis | undefined;
    const started: ChildServer[] = [];
    let a: ChildServer;
    let b: ChildServer;
    const ivrPassword = randomBytes(24).toString('base64url');

    const call = async (
      server: ChildServer,
      method: string,
      route: string,
      token?: string,
      body?: unknown,
    ) => {
      const response = await fetch(`${server.url}${route}`, {
        method,
        headers: {
          ...passthrough,
          ...(token === undefined ? {} : { authorization: `Bearer ${token}` }),
          ...(body === undefined ? {} : { 'content-type': 'application/json' }),
        },
        ...(body === undefined ? {} : { body: JSON.stringify(body) }),
      });
      return { status: response.status, body: (await response.json()) as unknown };
    };

    beforeAll(async () => {
      redis = await startRedis();
      const env = {
        DATABASE_URL: url,
        DATABASE_SCHEMA: schema,
        REDIS_URL: redis.url,
        // Codes are hashed with one key, whichever process sent them.
        OTP_SECRET: randomBytes(32).toString('base64url'),
        LOGIN_RATE_LIMIT: '100',
        OTP_RATE_LIMIT: '3',
        OTP_NUMBER_SENDS: '2',
        IVR_MQTT_PASSWORD: ivrPassword,
      };
      // One after the other: the first one migrates and seeds the schema.
      await whileMigrating(url, async () => {
        for (const dataDir of dataDirs) started.push(await startChildServer(dataDir, env));
      });
      [a, b] = started as [ChildServer, ChildServer];
    }, 120_000);

    afterAll(async () => {
      await Promise.all(started.map((server) => killHard(server.process)));
      await redis?.stop();
      await dropTestSchema(url, schema);
      for (const dir of dataDirs) rmSync(dir, { recursive: true, force: true });
    });

    it('keeps a session signed in on one process valid on the other, and its sign-out on both', async () => {
      const token = await signIn(a.url);
      // Both processes have just found the token valid (each keeps it a few seconds).
      expect((await call(a, 'GET', '/api/auth/get-user', token)).status).toBe(200);
      expect((await call(b, 'GET', '/api/auth/get-user', token)).status).toBe(200);
      expect((await call(b, 'POST', '/api/auth/logout', token)).status).toBe(200);
      expect((await call(a, 'GET', '/api/auth/get-user', token)).status).toBe(401);
      expect((await call(b, 'GET', '/api/auth/get-user', token)).status).toBe(401);
    });

    it("delivers a notification created through one process to a bell connected to the other, and ends that bell's connection when its session ends", async () => {
      const token = await signIn(a.url);
      const me = (await call(a, 'GET', '/api/auth/get-user', token)).body as { id: number };
      const bell = await mqtt.connectAsync(`${b.url.replace('http', 'ws')}/mqtt`, {
        username: 'bell',
        password: token,
        clientId: `user-${me.id}-two-processes`,
        reconnectPeriod: 0,
        wsOptions: { headers: passthrough },
      });
      try {
        await bell.subscribeAsync(userTopic(me.id), { qos: 0 });
        const received = new Promise<{ title: string }>((resolve) =>
          bell.once('message', (_topic, payload) =>
            resolve(JSON.parse(payload.toString('utf8')) as { title: string }),
          ),
        );
        const created = await call(a, 'POST', '/api/auth/notifications', token, {
          user_id: me.id,
          title: 'Invoice run finished',
          description: 'Created through the other process.',
        });
        expect(created.status).toBe(201);
        expect(await received).toMatchObject({ title: 'Invoice run finished' });

        const closed = new Promise<void>((resolve) => bell.once('close', () => resolve()));
        expect((await call(a, 'POST', '/api/auth/logout', token)).status).toBe(200);
        await closed;
      } finally {
        await bell.endAsync(true);
      }
    });

    it('delivers a prompt the IVR publishes through one process to a guest connected to the other', async () => {
      const issued = await call(b, 'POST', '/api/portal/guest-channel');
      expect(issued.status).toBe(201);
      const { topic, token } = issued.body as { topic: string; token: string };
      const connect = (server: ChildServer, username: string, password: string) =>
        mqtt.connectAsync(`${server.url.replace('http', 'ws')}/mqtt`, {
          username,
          password,
          reconnectPeriod: 0,
          wsOptions: { headers: passthrough },
        });
      const guest = await connect(b, topic, token);
      const ivr = await connect(a, 'ivr', ivrPassword);
      try {
        await guest.subscribeAsync(topic, { qos: 0 });
        const heard: unknown[] = [];
        guest.on('message', (_topic, payload) => {
          heard.push(JSON.parse(payload.toString('utf8')));
        });
        const prompt = { audio_file: 'https://portal.telco-kit.my/storage/ivr/en/welcome.mp3' };
        await ivr.publishAsync(topic, JSON.stringify(prompt), { qos: 1 });
        await expect.poll(() => heard.length).toBe(1);
        // Time for a second copy to show, had the prompt also been routed another way.
        await new Promise((resolve) => setTimeout(resolve, 300));
        expect(heard).toEqual([prompt]);
      } finally {
        await Promise.all([guest.endAsync(true), ivr.endAsync(true)]);
      }
    });

    it('counts one-time codes of a number across both processes', async () => {
      const send = (server: ChildServer) =>
        call(server, 'POST', '/api/portal/send_otp?languageId=1&msisdn=60129990077&operatorId=1');
      expect((await send(a)).status).toBe(200);
      expect((await send(b)).status).toBe(200);
      const refused = await send(a);
      expect(refused.status).toBe(429);
      expect(refused.body).toEqual({
        message: 'Too many codes were sent to this number. Try again in 15 minutes.',
      });
    });

    it("counts a client's calls across both processes for the rate limits", async () => {
      const check = (server: ChildServer) =>
        call(server, 'POST', '/api/portal/verify-otp?otp=0000&msisdn=60129990078');
      const answers = [await check(a), await check(b), await check(a), await check(b)];
      expect(answers.slice(0, 3).map(({ status }) => status)).not.toContain(429);
      expect(answers[3]?.status).toBe(429);
    });
  },
);
