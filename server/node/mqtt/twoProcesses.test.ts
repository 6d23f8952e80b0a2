// @vitest-environment node
import { randomBytes } from 'node:crypto';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import mqtt, { type MqttClient } from 'mqtt';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { userTopic } from '../../../domain/live-topics';
import { firstAnswersElementId } from '../../../domain/portal-first-visit';
import {
  killHard,
  passthrough,
  signIn,
  startChildServer,
  type ChildServer,
} from '../../testing/childServer';
import { testDatabases } from '../../testing/databases';
import { dropTestSchema, whileMigrating } from '../../testing/schemaLock';
import { redisStateMessages } from '../redis/sharedRedis';
import { startOwnRedis, type OwnRedis } from '../../testing/redis';

const postgresUrl = testDatabases().find(({ name }) => name === 'postgres')?.url;

/** Far above the time limit the processes get for Redis (REDIS_TIMEOUT_MS below). */
const answerBound = 10_000;

/** `promise`, unless it takes longer than `answerBound`. */
const answered = async <T>(promise: Promise<T>) => {
  let timer: NodeJS.Timeout | undefined;
  try {
    return await Promise.race([
      promise,
      new Promise<never>((_resolve, reject) => {
        timer = setTimeout(
          () => reject(new Error(`No answer within ${String(answerBound)} ms`)),
          answerBound,
        );
      }),
    ]);
  } finally {
    clearTimeout(timer);
  }
};

describe.runIf(testDatabases().some(({ name }) => name === 'postgres'))(
  'two server processes on one PostgreSQL database and one Redis',
  () => {
    const url = postgresUrl ?? '';
    const schema = `two_processes_${randomBytes(6).toString('hex')}`;
    const dataDirs = [0, 1].map(() => mkdtempSync(path.join(os.tmpdir(), 'telco-two-')));
    // Its own Redis: the last tests stop and pause it.
    let redis: OwnRedis | undefined;
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
      redis = await startOwnRedis();
      // A built portal page, so its home is served with its answers.
      for (const dataDir of dataDirs) {
        mkdirSync(path.join(dataDir, 'apps/apps/portal'), { recursive: true });
        writeFileSync(
          path.join(dataDir, 'apps/apps/portal/index.html'),
          '<!doctype html><html><head><title>Portal</title></head><body></body></html>',
        );
      }
      const env = {
        DATABASE_URL: url,
        DATABASE_SCHEMA: schema,
        REDIS_URL: redis.url,
        // Long enough that a process starved by a busy machine does not take Redis for gone.
        REDIS_TIMEOUT_MS: '1500',
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

    const ownRedis = () => {
      if (redis === undefined) throw new Error('No Redis');
      return redis;
    };

    /** How many times a process logged `message`. */
    const logged = (server: ChildServer, message: string) =>
      server.output().split(message).length - 1;
    const bothLogged = (message: string) => [logged(a, message), logged(b, message)];

    const signInAnswer = (server: ChildServer) =>
      call(server, 'POST', '/api/auth/login', undefined, {
        username: 'admin',
        password: 'admin123',
      });

    /** The portal's home page, with the answers it carries for a first visit. */
    const portalHome = async (server: ChildServer) => {
      const response = await fetch(`${server.url}/`, { headers: { accept: 'text/html' } });
      return { status: response.status, page: await response.text() };
    };

    /** A bell of the signed-in user on `server`, and the titles it gets. */
    const bellOn = async (server: ChildServer, token: string, userId: number) => {
      const client = await mqtt.connectAsync(`${server.url.replace('http', 'ws')}/mqtt`, {
        username: 'bell',
        password: token,
        clientId: `user-${userId}-${randomBytes(4).toString('hex')}`,
        reconnectPeriod: 0,
        wsOptions: { headers: passthrough },
      });
      await client.subscribeAsync(userTopic(userId), { qos: 0 });
      const titles: string[] = [];
      client.on('message', (_topic, payload) => {
        titles.push((JSON.parse(payload.toString('utf8')) as { title: string }).title);
      });
      const closed = new Promise<void>((resolve) => client.once('close', () => resolve()));
      return { client, titles, closed };
    };
    const bells: MqttClient[] = [];
    afterAll(async () => {
      await Promise.all(bells.map((bell) => bell.endAsync(true)));
    });

    /** Creates a notification for `userId` through `server` and answers its status. */
    const notify = async (server: ChildServer, token: string, userId: number, title: string) =>
      (
        await answered(
          call(server, 'POST', '/api/auth/notifications', token, {
            user_id: userId,
            title,
            description: 'Sent while testing what Redis carries.',
          }),
        )
      ).status;

    const organization = (name: string) => ({ name, mobile_no: '60193880019', status: 1 });

    /** Who the token stands for, and a bell on each process. */
    const signedInWithBells = async () => {
      const token = await signIn(a.url);
      const me = (await call(a, 'GET', '/api/auth/get-user', token)).body as { id: number };
      const onA = await bellOn(a, token, me.id);
      const onB = await bellOn(b, token, me.id);
      bells.push(onA.client, onB.client);
      return { token, me, onA, onB };
    };

    /** A kept answer of B: an organization created through A, asked twice through B. */
    const keptOnB = async (token: string, name: string) => {
      const created = await call(a, 'POST', '/api/organizations', token, organization(name));
      const { id } = (created.body as { data: { id: number } }).data;
      const route = `/api/organizations/${String(id)}`;
      const onB = async () => {
        const { body } = await answered(call(b, 'GET', route, token));
        return (body as { data: { name: string } }).data.name;
      };
      await onB();
      expect(await onB()).toBe(name);
      const rename = async (to: string) =>
        (await answered(call(a, 'PUT', route, token, organization(to)))).status;
      return { onB, rename };
    };

    /** Sign-in, a list and the portal's home answer on both processes; bells ring. */
    const everyCallAnswers = async (
      { token, me, onA, onB }: Awaited<ReturnType<typeof signedInWithBells>>,
      when: string,
    ) => {
      for (const server of [a, b]) {
        expect((await answered(signInAnswer(server))).status).toBe(200);
        const list = await answered(call(server, 'GET', '/api/organizations?page=1', token));
        expect(list.status).toBe(200);
        const home = await answered(portalHome(server));
        expect(home.status).toBe(200);
        expect(home.page).toContain(firstAnswersElementId);
      }
      // Each process rings its own bells.
      expect(await notify(a, token, me.id, `Through A, ${when}`)).toBe(201);
      expect(await notify(b, token, me.id, `Through B, ${when}`)).toBe(201);
      await expect.poll(() => onA.titles).toContain(`Through A, ${when}`);
      await expect.poll(() => onB.titles).toContain(`Through B, ${when}`);
    };

    // Each outage below is logged once by each process when it begins and once when it ends.
    let outages = 0;
    let broken: 'stopped' | 'paused' | undefined;
    const breakRedis = async (how: 'stopped' | 'paused') => {
      outages += 1;
      broken = how;
      if (how === 'paused') ownRedis().pause();
      else await ownRedis().kill();
    };
    const repairRedis = async () => {
      if (broken === 'paused') ownRedis().resume();
      if (broken === 'stopped') await ownRedis().startAgain();
      broken = undefined;
    };
    const recovered = () =>
      expect
        .poll(() => bothLogged(redisStateMessages.up), { timeout: 15_000 })
        .toEqual([outages, outages]);
    afterEach(async () => {
      await repairRedis();
      await recovered();
    }, 30_000);

    it('answers every call while Redis is stopped, and a write through A shows on B', async () => {
      const signedIn = await signedInWithBells();
      const organizationOnB = await keptOnB(signedIn.token, 'Celcom');
      await breakRedis('stopped');
      await everyCallAnswers(signedIn, 'Redis stopped');
      expect(await organizationOnB.rename('Celcom Digi')).toBe(200);
      expect(await organizationOnB.onB()).toBe('Celcom Digi');
      expect(bothLogged(redisStateMessages.down)).toEqual([outages, outages]);
    }, 30_000);

    it('trusts nothing from before when Redis starts again empty, and shares limits and bells again', async () => {
      const { token, me, onA, onB } = await signedInWithBells();
      const organizationOnB = await keptOnB(token, 'Maxis');
      // A session B has just found valid (and may keep a few seconds).
      const other = await signIn(a.url);
      expect((await call(b, 'GET', '/api/auth/get-user', other)).status).toBe(200);

      await breakRedis('stopped');
      expect(await organizationOnB.rename('Maxis Berhad')).toBe(200);
      expect((await answered(call(a, 'POST', '/api/auth/logout', other))).status).toBe(200);
      await expect.poll(() => bothLogged(redisStateMessages.down)).toEqual([outages, outages]);
      // B asks the database while Redis is away.
      expect((await answered(call(b, 'GET', '/api/auth/get-user', other))).status).toBe(401);

      await repairRedis();
      const nothingStale = async () => {
        expect(await organizationOnB.onB()).toBe('Maxis Berhad');
        expect((await answered(call(b, 'GET', '/api/auth/get-user', other))).status).toBe(401);
      };
      // Before and after the processes found Redis again.
      await nothingStale();
      await recovered();
      await nothingStale();
      // Either process may have missed what the other sent meanwhile: every bell is made to
      // connect again, and the console's bell reloads its list when it does.
      await onA.closed;
      await onB.closed;

      const check = (server: ChildServer) =>
        call(server, 'POST', '/api/portal/verify-otp?otp=0000&msisdn=60129990079');
      const answers = [await check(a), await check(b), await check(a), await check(b)];
      expect(answers.slice(0, 3).map(({ status }) => status)).not.toContain(429);
      expect(answers[3]?.status).toBe(429);
      const again = await signedInWithBells();
      expect(await notify(a, token, me.id, 'Through A, Redis back')).toBe(201);
      await expect.poll(() => again.onB.titles).toContain('Through A, Redis back');
      expect(await notify(b, token, me.id, 'Through B, Redis back')).toBe(201);
      await expect.poll(() => again.onA.titles).toContain('Through B, Redis back');
    }, 30_000);

    it('answers every call within its time while Redis is paused, and a write through A shows on B', async () => {
      const signedIn = await signedInWithBells();
      const organizationOnB = await keptOnB(signedIn.token, 'U Mobile');
      await breakRedis('paused');
      await everyCallAnswers(signedIn, 'Redis paused');
      expect(await organizationOnB.rename('U Mobile Sdn Bhd')).toBe(200);
      expect(await organizationOnB.onB()).toBe('U Mobile Sdn Bhd');
      expect(bothLogged(redisStateMessages.down)).toEqual([outages, outages]);
      await repairRedis();
      await recovered();
      expect(await organizationOnB.onB()).toBe('U Mobile Sdn Bhd');
    }, 30_000);
  },
);
