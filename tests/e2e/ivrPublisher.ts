import mqtt from 'mqtt';
import { portalLivePort } from './ports';

// An operator's IVR system, as the live portal server knows it: it connects to the server's
// broker as `ivr` and publishes audio prompts to a visitor's guest channel.

/** The IVR publisher's broker password the live portal server is started with. */
export const ivrPassword = 'e2e-ivr-publisher-password-0c7f3a9d51b2';

/** Publishes one audio prompt to a guest topic through the live portal server's broker. */
export async function publishPrompt(topic: string, audioFile: string): Promise<void> {
  const client = await mqtt.connectAsync(`ws://127.0.0.1:${String(portalLivePort)}/mqtt`, {
    username: 'ivr',
    password: ivrPassword,
    connectTimeout: 4000,
    reconnectPeriod: 0,
  });
  try {
    // QoS 1: the broker acknowledges once the prompt is on its way to the guest.
    await client.publishAsync(topic, JSON.stringify({ audio_file: audioFile }), { qos: 1 });
  } finally {
    await client.endAsync();
  }
}
